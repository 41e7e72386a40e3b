import Chip from '@mui/material/Chip';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { SESSION_STATE_INFO, type AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';

interface SessionStatusBadgeProps {
  status: AuctionSessionStatus;
  /** When the running session was paused; null while it runs. */
  pausedAt: string | null;
  testId?: string;
}

/**
 * The session's status chip in the rooms: Not Started, On Going, Done or Canceled, and Paused while a
 * running session is paused (decision 196), drawn like every status chip.
 */
export function SessionStatusBadge({ status, pausedAt, testId }: SessionStatusBadgeProps) {
  const { t } = useTranslation();
  if (isAuctionRunning(status) && pausedAt !== null) {
    return <Chip size="small" color="warning" label={t('Paused')} data-testid={testId} sx={{ fontWeight: 600 }} />;
  }
  return <StatusBadge status={status} info={SESSION_STATE_INFO} testId={testId} />;
}
