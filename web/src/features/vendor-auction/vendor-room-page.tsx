import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { VENDOR_HOME_PATH } from '@procura/domain/auth/auth.rules';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuctionRoom } from '../../api/use-auction-room';
import { AuctionRoomBanners } from '../../components/auction-room-banners';
import { AuctionRoomSummary } from '../../components/auction-room-summary';
import { PageHeader } from '../../components/page-header';

/**
 * /vendor-auction/session/{auctionId}: the vendor's room. Until the live auction release it shows
 * the session's state from the room (number, status, countdown to the start or the end).
 */
export function VendorRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auctionId = '' } = useParams();
  const room = useAuctionRoom(auctionId);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('Auction Session')} />
      <AuctionRoomBanners room={room} />
      <AuctionRoomSummary room={room} />
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button onClick={() => void navigate(VENDOR_HOME_PATH)}>{t('Back')}</Button>
      </Stack>
    </Box>
  );
}
