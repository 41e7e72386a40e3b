import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useTranslation } from 'react-i18next';
import type { AuctionRoom } from '../api/use-auction-room';

/** The room's notices: the lost connection (until it is back) and the clock warning of CHECK_CLIENT_TIME. */
export function AuctionRoomBanners({ room }: { room: AuctionRoom }) {
  const { t } = useTranslation();
  if (!room.reconnecting && !room.clockWrong && !room.error) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {room.reconnecting && (
        <Alert severity="info" role="status">
          {t('Connection lost. Reconnecting…')}
        </Alert>
      )}
      {room.clockWrong && (
        <Alert severity="warning" role="alert">
          {t(AUCTION_MSG.clockWarning)}
        </Alert>
      )}
      {room.error && <Alert severity="error">{t(room.error)}</Alert>}
    </Stack>
  );
}
