import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BID_STATUS_LABELS, type BiddingHistoryRow } from '@procura/domain/auction/history/bidding-history.schemas';
import { formatDateTime } from '@procura/domain/common/dates';
import type { Language } from '@procura/domain/common/i18n';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';

/** A row of the table: the offer and its number in the whole filtered log. */
export type NumberedBid = BiddingHistoryRow & { no: number };

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The offer's state and its marks: placed by the vendor's proxy floor ('by proxy', the mark of every
 * offer log, decision 197) and sent again past the slip warning (decision 183). The log is the buyer's
 * alone; neither mark names a floor or a vendor (decision 191).
 */
function BidStatusCell({ row, language }: { row: NumberedBid; language: Language }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        <Chip
          size="small"
          variant={row.status === 'DISQUALIFIED' ? 'outlined' : 'filled'}
          color={row.status === 'DISQUALIFIED' ? 'error' : 'success'}
          label={BID_STATUS_LABELS[row.status][language]}
          sx={{ fontWeight: 600 }}
        />
        {row.byProxy && <Chip size="small" color="primary" variant="outlined" label={t('by proxy')} data-testid="history-by-proxy" />}
        {row.confirmedSlip && <Chip size="small" color="warning" variant="outlined" label={t('slip warning confirmed')} data-testid="history-slip-confirmed" />}
      </Stack>
      {row.disqualifyReason && (
        <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
          {row.disqualifyReason}
        </Typography>
      )}
    </Stack>
  );
}

/** The Bidding History columns: time to the millisecond in WIB (24-hour), amount as `1,234,567.00 IDR`. */
export function biddingHistoryColumns(currency: string, language: Language): DataTableColumn<NumberedBid>[] {
  return [
    { key: 'no', header: 'No.', render: (row) => row.no, width: 56 },
    { key: 'vendorName', header: 'Vendor Name', render: (row) => row.vendorName },
    { key: 'session', header: 'Session', render: (row) => <span style={nowrap}>{row.auctionNumber}</span> },
    {
      key: 'time',
      header: 'Time (WIB)',
      render: (row) => (
        <time dateTime={row.createdAt} style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(row.createdAt, { withMilliseconds: true })}
        </time>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (row) => (
        <span style={{ ...nowrap, fontVariantNumeric: 'tabular-nums', textDecoration: row.status === 'DISQUALIFIED' ? 'line-through' : undefined }}>
          {formatMoney(row.totalOffer, currency)}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <BidStatusCell row={row} language={language} />,
    },
  ];
}
