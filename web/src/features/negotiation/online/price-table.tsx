import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, toMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { rowsTotal, type PriceRow } from './offer-log.rules';

const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Items with their prices (Price Detail, Initial Price, Offer Detail Log); scrolls at 360 px as the spec's price dialogs do. */
export function PriceTable({ rows, currency, showLastPrice }: { rows: readonly PriceRow[]; currency: string; showLastPrice?: boolean }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{t('Item Code')}</TableCell>
            <TableCell>{t('Item Name')}</TableCell>
            <TableCell align="right">{t('Quantity')}</TableCell>
            <TableCell>{t('UOM')}</TableCell>
            {showLastPrice && <TableCell align="right">{t('Last Price')}</TableCell>}
            <TableCell align="right">{t('Unit Price')}</TableCell>
            <TableCell align="right">{t('Capable Quantity')}</TableCell>
            <TableCell align="right">{t('Subtotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.itemId}>
              <TableCell>{row.itemCode}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{row.itemName}</TableCell>
              <TableCell align="right">{toMoney(row.quantity).toString()}</TableCell>
              <TableCell>{row.uom}</TableCell>
              {showLastPrice && (
                <TableCell align="right" sx={money}>
                  {row.lastPrice ? formatMoney(row.lastPrice, currency) : '-'}
                </TableCell>
              )}
              <TableCell align="right" sx={money}>
                {formatMoney(row.unitPrice, currency)}
              </TableCell>
              <TableCell align="right">{toMoney(row.capableQty).toString()}</TableCell>
              <TableCell align="right" sx={money}>
                {formatMoney(row.subtotal, currency)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={showLastPrice ? 7 : 6} sx={{ fontWeight: 700 }}>
              {t('Total')}
            </TableCell>
            <TableCell align="right" sx={{ ...money, fontWeight: 700 }}>
              {formatMoney(rowsTotal(rows), currency)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
