import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useTranslation } from 'react-i18next';
import type { AuctionRoom } from '../../../api/realtime/use-auction-room';
import { useClockSkewWarning } from '../../../components/use-server-clock';

/** The room's notices: the lost connection (until it is back) and the clock warning of CHECK_CLIENT_TIME. */
export function AuctionRoomBanners({ room }: { room: AuctionRoom }) {
  const { t } = useTranslation();
  // The shell shows the same warning from GET /api/time: one banner is enough.
  const shellWarns = useClockSkewWarning();
  const clockWrong = room.clockWrong && !shellWarns;
  if (!room.reconnecting && !clockWrong && !room.error) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {room.reconnecting && (
        <Alert severity="info" role="status">
          {t('Connection lost. Reconnecting…')}
        </Alert>
      )}
      {clockWrong && (
        <Alert severity="warning" role="alert">
          {t(AUCTION_MSG.clockWarning)}
        </Alert>
      )}
      {room.error && <Alert severity="error">{t(room.error)}</Alert>}
    </Stack>
  );
}
