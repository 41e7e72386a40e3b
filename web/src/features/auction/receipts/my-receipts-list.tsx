import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OfferReceiptLine } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { shortHash } from './receipts.rules';

/**
 * The vendor's receipts, oldest first: time (24-hour), amount, ledger sequence and the entry's short hash
 * (the whole in its title). A table from 600 px; on a phone a list of two lines per receipt, which fits 320 px.
 */
export function MyReceiptsList({ receipts, currency }: { receipts: readonly OfferReceiptLine[]; currency: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (receipts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="receipts-empty">
        {t('Your acknowledged offers will be listed here with their place in the ledger.')}
      </Typography>
    );
  }
  if (phone) return <ReceiptsPhoneList receipts={receipts} currency={currency} />;
  return (
    <Table size="small" aria-label={t('My receipts')} data-testid="receipts-list">
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

/** A phone's receipts: the time and the amount, then the sequence and the short hash, one list item each. */
function ReceiptsPhoneList({ receipts, currency }: { receipts: readonly OfferReceiptLine[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('My receipts')} data-testid="receipts-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {receipts.map((receipt) => (
        <Box component="li" key={receipt.sequence} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
          <Stack direction="row" justifyContent="space-between" spacing={1}>
            <Typography variant="body2">{formatTime(receipt.at)}</Typography>
            <Typography variant="body2" fontWeight={600} sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(receipt.totalOffer, currency)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {t('Sequence')} {receipt.sequence} · {t('Hash')}{' '}
            <Box component="span" title={receipt.entryHash} sx={{ fontFamily: 'monospace' }}>
              {shortHash(receipt.entryHash)}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
