import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { BatchCard } from './batch-card';
import type { OfferedVendor } from './negotiation-batch.api';
import { TABLE_MAX_HEIGHT } from './batch-items-card';

interface BatchVendorsCardProps {
  vendors: readonly OfferedVendor[];
  loading: boolean;
  currency: string;
  selected: string[];
  onChange: (vendorIds: string[]) => void;
  error?: string;
}

/** Vendor selection, while the batch is new or a draft (docs/rules/negotiation.md#batches). */
export function BatchVendorsCard({ vendors, loading, currency, selected, onChange, error }: BatchVendorsCardProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<OfferedVendor>[] = [
    { key: 'name', header: 'Company Name', render: (vendor) => vendor.name },
    { key: 'email', header: 'E-mail', render: (vendor) => vendor.email },
    { key: 'picVendor', header: 'PIC Vendor', render: (vendor) => vendor.picVendor },
    { key: 'lastPrice', header: 'Last Price', align: 'right', render: (vendor) => (vendor.lastPrice ? formatMoney(vendor.lastPrice, currency) : '-') },
  ];
  return (
    <BatchCard title={t('Vendor Selection')} testId="batch-vendors">
      <Box sx={{ maxHeight: TABLE_MAX_HEIGHT, overflowY: 'auto' }}>
        <DataTable
          aria-label={t('Vendor Selection')}
          columns={columns}
          rows={vendors}
          rowKey={(vendor) => vendor._id}
          loading={loading}
          selectable={() => true}
          selected={selected}
          onSelectedChange={onChange}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </BatchCard>
  );
}
