import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UnitPriceRow } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { DASH, formatAmount, formatQuantity } from './evaluation-display.rules';
import { useUnitPrices } from './evaluation.api';

interface UnitPriceDialogProps {
  procurementId: string;
  vendor: { vendorId: string; companyName: string };
  currency: string | null;
  onClose: () => void;
}

/** Unit Price (Total Price By Unit): a vendor's price per item and its total offer (docs/rules/procurement.md#evaluation-score). */
export function UnitPriceDialog({ procurementId, vendor, currency, onClose }: UnitPriceDialogProps) {
  const { t } = useTranslation();
  const prices = useUnitPrices(procurementId, vendor.vendorId);
  const data = prices.data;
  const money = (value: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(value, currency)}</span>;
  const columns: DataTableColumn<UnitPriceRow>[] = [
    { key: 'itemCode', header: 'Item Code', render: (row) => row.itemCode },
    { key: 'itemName', header: 'Item Name', render: (row) => row.itemName },
    { key: 'quantity', header: 'Qty', align: 'right', render: (row) => formatQuantity(row.quantity) },
    { key: 'uom', header: 'UOM', render: (row) => row.uom },
    { key: 'unitPrice', header: 'Unit Price', align: 'right', render: (row) => money(row.unitPrice) },
    { key: 'subTotal', header: 'Subtotal', align: 'right', render: (row) => money(row.subTotal) },
  ];
  const summary: Array<[string, string]> = [
    [t('Company'), data?.companyName ?? vendor.companyName],
    [t('Indicator Price'), formatAmount(data?.indicatorPrice, currency)],
    [t('Last Price'), formatAmount(data?.lastPrice, currency)],
  ];

  return (
    <AppDialog open maxWidth="md" title={t('Unit Price')} onClose={onClose} actions={<Button onClick={onClose}>{t('Close')}</Button>}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', alignItems: 'baseline', rowGap: 1, columnGap: 2, m: 0, mb: 2 }}>
        {summary.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {prices.isError && <Alert severity="error">{t('Data not found')}</Alert>}
      <DataTable
        aria-label={t('Unit Price')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(row) => row.procurementVendorItemId}
        loading={prices.isFetching}
        footerRow={
          <TableRow>
            <TableCell colSpan={5} align="right" sx={{ fontWeight: 700 }}>
              {t('Total Offer')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {data ? formatAmount(data.totalOffer, currency) : DASH}
            </TableCell>
          </TableRow>
        }
      />
    </AppDialog>
  );
}
