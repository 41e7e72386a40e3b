import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import { formatMoney } from '@procura/domain/common/money/money';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { BatchCard } from './batch-card';
import { toggleItem } from './negotiation-batch.rules';

interface BatchItemsCardProps {
  items: readonly ProcurementItemView[];
  loading: boolean;
  biddingType: string;
  currency: string;
  selected: string[];
  onChange: (itemIds: string[]) => void;
  readOnly: boolean;
  error?: string;
}

/** Scrolling tables stop at 240 px (docs/rules/negotiation.md#limits). */
export const TABLE_MAX_HEIGHT = 240;

/** Item selection: unit-price bidding negotiates one item, the other types all they check. */
export function BatchItemsCard({ items, loading, biddingType, currency, selected, onChange, readOnly, error }: BatchItemsCardProps) {
  const { t } = useTranslation();
  const shown = readOnly ? items.filter((item) => selected.includes(item._id)) : items;
  const columns: DataTableColumn<ProcurementItemView>[] = [
    { key: 'itemCode', header: 'Item Code', render: (item) => item.itemCode },
    { key: 'itemName', header: 'Item Name', render: (item) => item.itemName },
    { key: 'quantity', header: 'Quantity', align: 'right', render: (item) => item.quantity },
    { key: 'uom', header: 'UOM', render: (item) => item.uom },
    { key: 'pricePerUnit', header: 'Price per Unit', align: 'right', render: (item) => formatMoney(item.pricePerUnit, currency) },
  ];
  return (
    <BatchCard title={t('Item Selection')} testId="batch-items">
      <Box sx={{ maxHeight: TABLE_MAX_HEIGHT, overflowY: 'auto' }}>
        <DataTable
          aria-label={t('Item Selection')}
          columns={columns}
          rows={shown}
          rowKey={(item) => item._id}
          loading={loading}
          selectable={readOnly ? undefined : () => true}
          selected={selected}
          onSelectedChange={(keys) => {
            // The header checkbox of a unit-price batch keeps one item: the first checked.
            if (biddingType === 'UNIT_PRICE' && keys.length > 1) {
              const added = keys.find((key) => !selected.includes(key));
              onChange(added ? toggleItem(biddingType, selected, added) : keys.slice(0, 1));
            } else onChange(keys);
          }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </BatchCard>
  );
}
