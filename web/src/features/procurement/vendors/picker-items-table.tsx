import TextField from '@mui/material/TextField';
import { maskMoneyTyping } from '@procura/domain/common/money/decimal-input.rules';
import type { AvailableItemView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { formatQuantity } from '../evaluation/evaluation-display.rules';
import { ItemThumbnail } from '../items/item-thumbnail';
import { capableQtyLocked, type QtyProblem } from './vendor-item-picker.rules';

interface PickerItemsTableProps {
  items: readonly AvailableItemView[];
  loading: boolean;
  picked: Record<string, string>;
  problems: Record<string, QtyProblem>;
  onSelect: (ids: string[]) => void;
  onQtyChange: (id: string, value: string) => void;
}

/** The procurement items a vendor does not offer yet, with a capable qty input per picked item. */
export function PickerItemsTable({ items, loading, picked, problems, onSelect, onQtyChange }: PickerItemsTableProps) {
  const { t } = useTranslation();
  const capableQty = (item: AvailableItemView) => {
    const isPicked = item._id in picked;
    const problem = problems[item._id];
    return (
      <TextField
        size="small"
        value={isPicked ? picked[item._id] : ''}
        disabled={!isPicked || capableQtyLocked(item)}
        onChange={(event) => onQtyChange(item._id, maskMoneyTyping(event.target.value))}
        error={Boolean(problem)}
        helperText={problem ? t(problem.message, { qty: problem.qty }) : undefined}
        sx={{ width: 150 }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': t('Vendor capable qty of {{name}}', { name: item.itemName }) },
          formHelperText: { sx: { mx: 0 } },
        }}
      />
    );
  };

  const columns: DataTableColumn<AvailableItemView>[] = [
    { key: 'image', header: 'Image', width: 60, render: (item) => <ItemThumbnail url={item.images[0]?.url} alt={item.itemName} /> },
    { key: 'itemCode', header: 'Item Code', render: (item) => item.itemCode },
    { key: 'itemName', header: 'Item Name', render: (item) => item.itemName },
    { key: 'prLine', header: 'PR Line', render: (item) => item.prLine || '-' },
    { key: 'quantity', header: 'Needed Qty', align: 'right', render: (item) => `${formatQuantity(item.quantity)} ${item.uom}` },
    { key: 'minCapableQty', header: 'Minimal Capable Qty', align: 'right', render: (item) => formatQuantity(item.minCapableQty) },
    { key: 'capableQty', header: 'Vendor Capable Qty', render: capableQty },
  ];

  return (
    <DataTable
      aria-label={t('Items to add')}
      columns={columns}
      rows={items}
      rowKey={(item) => item._id}
      loading={loading}
      emptyText={t("No list available. Let's try to add one!")}
      selectable={() => true}
      selected={Object.keys(picked)}
      onSelectedChange={onSelect}
    />
  );
}
