import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { formatTime } from '@procura/domain/common/dates';
import { useTranslation } from 'react-i18next';
import { useRoomNow } from '../monitor/use-room-now';
import { pausedClock } from './paused-time.rules';

interface PausedBannerProps {
  pausedAt: string;
  /** The buyer's reason, when this room has heard it. */
  reason: string | null;
  /** Server time minus local time: the running time is counted on the server's clock. */
  offsetMs: number;
  /** The vendor's room says offers wait; the monitor says the buyer may resume. */
  audience: 'vendor' | 'buyer';
}

/**
 * Paused (decision 196): the reason and how long the session has been paused, counted from the
 * server's clock. The banner is a named region, not MUI's default role="alert": an alert is a live
 * region, and its running time would be read every second. The room's polite announcer says the
 * pause and the resume once (use-room-news.ts, decision 200).
 */
export function PausedBanner({ pausedAt, reason, offsetMs, audience }: PausedBannerProps) {
  const { t } = useTranslation();
  const now = useRoomNow(offsetMs, 1000);
  return (
    <Alert severity="warning" role="region" aria-label={t('Paused')} icon={<PauseCircleOutlineIcon />} data-testid="paused-banner" sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>
        {t('Paused')}{' '}
        <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }} data-testid="paused-time">
          {t('for {{time}}', { time: pausedClock(pausedAt, now) })}
        </Typography>
      </AlertTitle>
      {reason && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid="paused-reason">
          {t('Reason: {{reason}}', { reason })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {audience === 'vendor'
          ? t('Paused by the buyer at {{time}}. No offer is accepted until the session resumes; the paused time is added to the end.', { time: formatTime(pausedAt) })
          : t('Paused at {{time}}. No offer is accepted until you resume; the paused time is added to the end.', { time: formatTime(pausedAt) })}
      </Typography>
    </Alert>
  );
}
