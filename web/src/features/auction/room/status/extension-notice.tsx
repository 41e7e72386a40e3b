import Alert from '@mui/material/Alert';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatTime, timeZoneName } from '@procura/domain/common/dates';
import { isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { useTranslation } from 'react-i18next';

/**
 * 'Time extended' with the new end and the extensions used of the maximum, once injury time moved
 * the end (shorter on a phone), until the session has ended: then the end it names is past. A note,
 * not MUI's default role="alert": the room's polite announcer says each extension once (decision 200).
 */
export function ExtensionNotice({ state, compact }: { state: AuctionRoomState; compact: boolean }) {
  const { t } = useTranslation();
  if (state.extensionsUsed <= 0 || isFinalAuctionStatus(state.status)) return null;
  const values = { time: `${formatTime(state.endTime)} ${timeZoneName()}`, used: state.extensionsUsed, max: state.info.maxSessionExtension };
  return (
    <Alert severity="info" role="note" data-testid="extension-notice" sx={{ py: 0 }}>
      {compact
        ? t('Time extended to {{time}} ({{used}}/{{max}})', values)
        : t('Time extended: the session now ends at {{time}} ({{used}} of {{max}} extensions used).', values)}
    </Alert>
  );
}
