import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ItemEvaluation, ItemVendorRow } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { formatAmount, formatPercent, formatQuantity, formatScore } from './evaluation-display.rules';
import { RankCell } from './rank-cell';

interface ItemVendorDialogProps {
  item: ItemEvaluation;
  currency: string | null;
  meritPoint: boolean;
  onClose: () => void;
}

/** Item Vendor (unit price, By Item): the item and the vendors offering it, ranked (docs/rules/procurement.md#evaluation-score). */
export function ItemVendorDialog({ item, currency, meritPoint, onClose }: ItemVendorDialogProps) {
  const { t } = useTranslation();
  const money = (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(value, currency)}</span>;
  const columns: DataTableColumn<ItemVendorRow>[] = [
    { key: 'rank', header: 'Rank', align: 'center', width: 72, render: (row) => <RankCell rank={row.rank} winner={row.winner} /> },
    { key: 'companyName', header: 'Company Name', render: (row) => row.companyName },
    { key: 'capableQty', header: 'Vendor Capable Qty', align: 'right', render: (row) => formatQuantity(row.capableQty ?? item.quantity) },
    ...(meritPoint
      ? ([
          { key: 'technical', header: 'Technical', align: 'right', render: (row) => formatScore(row.technicalWeighted ?? row.technicalScore) },
          { key: 'price', header: 'Price', align: 'right', render: (row) => formatScore(row.priceScore) },
          { key: 'total', header: 'Total', align: 'right', render: (row) => formatScore(row.totalScore) },
        ] satisfies DataTableColumn<ItemVendorRow>[])
      : []),
    { key: 'indicator', header: 'Indicator', align: 'right', render: (row) => money(row.indicatorPrice) },
    { key: 'lastPrice', header: 'Last Price', align: 'right', render: (row) => money(row.lastPrice) },
    { key: 'saving', header: 'Saving', align: 'right', render: (row) => formatPercent(row.saving) },
  ];
  const facts: Array<[string, string]> = [
    [t('Item Name'), item.itemName],
    [t('Item Code'), item.itemCode],
    [t('UOM'), item.uom],
    [t('QTY'), formatQuantity(item.quantity)],
    [t('Min Capability Qty'), formatQuantity(item.minCapableQty)],
  ];

  return (
    <AppDialog open maxWidth="lg" title={t('Item Vendor')} onClose={onClose} actions={<Button onClick={onClose}>{t('Close')}</Button>}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, m: 0, mb: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {facts.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      <DataTable aria-label={t('Item Vendor')} columns={columns} rows={item.vendors} rowKey={(row) => row.procurementVendorItemId} />
    </AppDialog>
  );
}
