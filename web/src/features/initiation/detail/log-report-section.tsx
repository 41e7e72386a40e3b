import DownloadIcon from '@mui/icons-material/Download';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@procura/domain/common/dates';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuctionSessions } from '../auction-session/auction-session.api';
import type { SectionProps } from './section-props';

/**
 * Log Report (shown once a session is DONE): every finished session with its date, its result page
 * and its report, whose download arrives with the reports release (no file is made up before then).
 */
export function LogReportSection({ procurement }: SectionProps) {
  const { t } = useTranslation();
  const sessions = useAuctionSessions(procurement._id, 1, NO_LIMIT, '');
  const done = (sessions.data?.filteredData ?? []).filter((row) => row.status === 'DONE').sort((a, b) => b.startTime.localeCompare(a.startTime));
  if (sessions.isError) return <Alert severity="error">{t('Something went wrong. Please try again.')}</Alert>;
  return (
    <Stack spacing={1.5} data-testid="log-report">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ color: 'text.secondary' }}>
        <InfoOutlinedIcon fontSize="small" />
        <Typography variant="body2">{t('The report comes with the reports release')}</Typography>
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
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled title={t('The report comes with the reports release')}>
            {t('Download Report')}
          </Button>
        </Stack>
      ))}
      {!sessions.isFetching && done.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('No session available')}
        </Typography>
      )}
    </Stack>
  );
}
