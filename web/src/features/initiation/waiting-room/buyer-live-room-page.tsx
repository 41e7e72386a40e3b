import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuctionRoom } from '../../../api/use-auction-room';
import { AuctionRoomBanners } from '../../../components/auction-room-banners';
import { AuctionRoomSummary } from '../../../components/auction-room-summary';
import { PageHeader } from '../../../components/page-header';

/**
 * /buyer-auction/{procurementId}/{auctionId}/in-progress: the live monitoring page. Until the live
 * auction release it shows the session's state from the room (number, status, countdown to the end).
 */
export function BuyerLiveRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { procurementId = '', auctionId = '' } = useParams();
  const room = useAuctionRoom(auctionId);
  const back = () => void navigate(`/initiation/form/${procurementId}#auction-session`);
  return (
    <Box>
      <PageHeader title={t('Auction Session')} onBack={back} />
      <AuctionRoomBanners room={room} />
      <AuctionRoomSummary room={room} />
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button onClick={back}>{t('Back')}</Button>
      </Stack>
    </Box>
  );
}
