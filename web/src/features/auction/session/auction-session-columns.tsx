import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@procura/domain/common/dates';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import type { AuctionSessionRow } from '@procura/domain/procurement/procurement.views';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { StatusBadge } from '../../../components/status-badge';

interface SessionColumnOptions {
  t: TFunction;
  auctionTypeLabel: (code: string) => string;
  /** A DONE session's View result: the monitor's read-only replay. */
  onViewResult: (row: AuctionSessionRow) => void;
  /** A DONE session's reports: the procurement's report dialog. */
  onDownloadReport: (row: AuctionSessionRow) => void;
}

/** The columns of the Auction Session table; times in dd-MM-yyyy HH:mm, 24-hour, Jakarta. */
export function auctionSessionColumns({ t, auctionTypeLabel, onViewResult, onDownloadReport }: SessionColumnOptions): DataTableColumn<AuctionSessionRow>[] {
  return [
    { key: 'auctionNumber', header: 'Auction Number', render: (row) => row.auctionNumber || '-' },
    { key: 'auctionType', header: 'Auction Type', render: (row) => auctionTypeLabel(row.auctionType) },
    { key: 'startTime', header: 'Start Time', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.startTime)}</span> },
    { key: 'endTime', header: 'End Time', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.endTime)}</span> },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} info={AUCTION_SESSION_STATUS_INFO} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        isAuctionDone(row.status) ? (
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="view-result"
              onClick={(event) => {
                event.stopPropagation();
                onViewResult(row);
              }}
            >
              {t('View result')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              sx={{ whiteSpace: 'nowrap' }}
              startIcon={<DownloadIcon />}
              data-testid="session-report-download"
              onClick={(event) => {
                event.stopPropagation();
                onDownloadReport(row);
              }}
            >
              {t('Report')}
            </Button>
          </Stack>
        ) : null,
    },
  ];
}
