import { formatDateTime } from '@procura/domain/common/dates';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import type { AuctionSessionRow } from '@procura/domain/procurement/procurement.views';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { StatusBadge } from '../../../components/status-badge';

/** The columns of the Auction Session table; times in dd-MM-yyyy HH:mm, 24-hour, Jakarta. */
export function auctionSessionColumns(auctionTypeLabel: (code: string) => string): DataTableColumn<AuctionSessionRow>[] {
  return [
    { key: 'auctionNumber', header: 'Auction Number', render: (row) => row.auctionNumber || '-' },
    { key: 'auctionType', header: 'Auction Type', render: (row) => auctionTypeLabel(row.auctionType) },
    { key: 'startTime', header: 'Start Time', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.startTime)}</span> },
    { key: 'endTime', header: 'End Time', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.endTime)}</span> },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} info={AUCTION_SESSION_STATUS_INFO} /> },
  ];
}
