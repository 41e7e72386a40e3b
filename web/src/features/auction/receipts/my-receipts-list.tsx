import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferReceiptLine } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { shortHash } from './receipts.rules';

/** The vendor's receipts, oldest first: time (24-hour), amount, ledger sequence and the entry's short hash (the whole in its title). */
export function MyReceiptsList({ receipts, currency }: { receipts: readonly OfferReceiptLine[]; currency: string }) {
  const { t } = useTranslation();
  if (receipts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="receipts-empty">
        {t('Your acknowledged offers will be listed here with their place in the ledger.')}
      </Typography>
    );
  }
  return (
    // On a phone the cells pad less and the short hash may break, so the four columns fit 390 px.
    <Table size="small" aria-label={t('My receipts')} data-testid="receipts-list" sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Time')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
          <TableCell align="right">{t('Sequence')}</TableCell>
          <TableCell>{t('Hash')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {receipts.map((receipt) => (
          <TableRow key={receipt.sequence}>
            <TableCell>{formatTime(receipt.at)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(receipt.totalOffer, currency)}
            </TableCell>
            <TableCell align="right">{receipt.sequence}</TableCell>
            <TableCell title={receipt.entryHash} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {shortHash(receipt.entryHash)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
