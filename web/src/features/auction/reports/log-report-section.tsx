import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@procura/domain/common/dates';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { isAuctionDone } from '@procura/domain/auction/session/auction-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuctionSessions } from '../session/auction-session.api';
import { AuctionReportDialog } from './auction-report-dialog';
import type { SectionProps } from '../../../api/procurement-detail';

/**
 * Log Report (shown once a session is DONE): every finished session with its date and its result
 * page, and the report dialog (Auction Log Report, Report Result Auction) for the whole procurement.
 */
export function LogReportSection({ procurement }: SectionProps) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const sessions = useAuctionSessions(procurement._id, 1, NO_LIMIT, '');
  const done = (sessions.data?.filteredData ?? []).filter((row) => isAuctionDone(row.status)).sort((a, b) => b.startTime.localeCompare(a.startTime));
  if (sessions.isError) return <Alert severity="error">{t('Something went wrong. Please try again.')}</Alert>;
  return (
    <Stack spacing={1.5} data-testid="log-report">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }} justifyContent="space-between">
        <Typography variant="body2" color="text.secondary">
          {t('Reports can only be generated for sessions whose status is Done.')}
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => setDialogOpen(true)} data-testid="log-report-download">
          {t('Download Report')}
        </Button>
      </Stack>
      {done.map((row) => (
        <Stack
          key={row._id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          alignItems={{ xs: 'flex-start', sm: 'center' }}
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
          data-testid="log-report-row"
        >
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={`/buyer-auction/${procurement._id}/${row._id}/result`} fontWeight={600} underline="hover">
              {row.auctionNumber}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(row.startTime)} – {formatDateTime(row.endTime)}
            </Typography>
          </Stack>
        </Stack>
      ))}
      {!sessions.isFetching && done.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('No session available')}
        </Typography>
      )}
      <AuctionReportDialog open={dialogOpen} procurementId={procurement._id} onClose={() => setDialogOpen(false)} />
    </Stack>
  );
}
