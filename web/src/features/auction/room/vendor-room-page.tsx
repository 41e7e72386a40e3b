import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isAuctionDone, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { VENDOR_HOME_PATH } from '@procura/domain/auth/auth.rules';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuctionRoom, type AuctionRoom } from '../../../api/realtime/use-auction-room';
import { AuctionRoomBanners } from './auction-room-banners';
import { RoomAnnouncementsCard } from '../announcements/room-announcements-card';
import { RoomPauseStatus } from '../pause/room-pause-status';
import { RoomProxyFloor } from './proxy/room-proxy-floor';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { PageHeader } from '../../../components/layout/page-header';
import { useRoomAnnouncements } from '../live-announcements/use-room-announcements';
import { useAuctionStartedNotice } from './use-auction-started-notice';
import { AuctionInfoCard } from './auction-info-card';
import { MeritPointPanel } from './merit-point-panel';
import { OfferEntryPanel } from './offers/offer-entry-panel';
import { OfferLog } from './offers/offer-log';
import { RoomLedgerCard } from './room-ledger-card';
import { MyReceiptsCard } from '../receipts/my-receipts-card';
import { ObjectionCard } from '../objections/objection-card';
import { AskForHelpCard } from '../assistance/ask-for-help-card';
import { RoomEndModal, RoomNoticeBanner } from './room-notices';
import { RoomStatusCard } from './status/room-status-card';

type LoadedRoom = AuctionRoom & { state: NonNullable<AuctionRoom['state']> };

/** Phone: timer and rank in one row, the entry right under them, then the rest. Wide: status at the left, entry, log and info at the right. */
function RoomLayout({ room, compact }: { room: LoadedRoom; compact: boolean }) {
  const { state } = room;
  const merit = state.info.evaluationMethod === 'MERIT_POINT' ? <MeritPointPanel state={state} /> : null;
  // Once the session has ended, the vendor's copy of its ledger.
  const ledger = isFinalAuctionStatus(state.status) ? <RoomLedgerCard state={state} /> : null;
  // After a DONE end, the vendor's objection (docs/rules/auction-bidding.md#objections).
  const objection = isAuctionDone(state.status) ? <ObjectionCard auctionId={state.auctionId} /> : null;
  // From the start: the vendor's offer receipts (docs/rules/auction-bidding.md#receipts), read again after each own offer.
  // While the session runs, asking the buyer for help over HTTP, socket or not (docs/rules/auction-bidding.md#assisted-offers).
  const assistance = state.status === 'ON_GOING' ? <AskForHelpCard auctionId={state.auctionId} currency={state.info.currency} /> : null;
  const receipts = state.status === 'ON_GOING' || isFinalAuctionStatus(state.status) ? <MyReceiptsCard auctionId={state.auctionId} version={`${state.you?.lastOffer ?? ''}|${state.status}`} /> : null;
  if (compact) {
    return (
      <Stack spacing={1.5}>
        <RoomStatusCard state={state} offsetMs={room.offsetMs} compact />
        <OfferEntryPanel room={room} />
        {assistance}
        <RoomProxyFloor state={state} />
        <RoomAnnouncementsCard announcements={room.state.announcements} />
        {ledger}
        {objection}
        {receipts}
        {merit}
        <OfferLog log={state.offerLog} currency={state.info.currency} older={room.olderOffers} />
        <AuctionInfoCard state={state} />
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '320px minmax(0, 1fr)', alignItems: 'start' }}>
      <Stack spacing={2}>
        <RoomStatusCard state={state} offsetMs={room.offsetMs} compact={false} />
        {merit}
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <OfferEntryPanel room={room} />
        {assistance}
        <RoomProxyFloor state={state} />
        <RoomAnnouncementsCard announcements={room.state.announcements} />
        {ledger}
        {objection}
        {receipts}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }, alignItems: 'start' }}>
          <OfferLog log={state.offerLog} currency={state.info.currency} older={room.olderOffers} />
          <AuctionInfoCard state={state} />
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * /vendor-auction/session/{auctionId}: the vendor's live auction room, all from the room's state and
 * events (useAuctionRoom): timer, rank, offer entry, log, info, notices.
 */
export function VendorRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { auctionId = '' } = useParams();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // An extension is said once, by the room's announcer; the extension notice shows it (decision 200).
  const room = useAuctionRoom(auctionId);
  const { state } = room;
  useAuctionStartedNotice(state?.status);
  useRoomAnnouncements(state, 'vendor');
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', mt: { xs: -1, md: 0 }, '& > header': { mb: { xs: 1.5, md: 3 } } }}>
      <PageHeader
        title={
          <>
            {t('Auction Session')}
            {state && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'inline' }, ml: { sm: 1.5 } }} data-testid="auction-number">
                {state.auctionNumber}
              </Typography>
            )}
          </>
        }
        onBack={() => void navigate(VENDOR_HOME_PATH)}
      />
      <AuctionRoomBanners room={room} />
      {state && <RoomNoticeBanner state={state} />}
      {state && <RoomPauseStatus state={state} offsetMs={room.offsetMs} audience="vendor" />}
      {state ? <RoomLayout room={{ ...room, state }} compact={compact} /> : !room.error && <LoadingScreen fullHeight={false} />}
      {state && <RoomEndModal state={state} />}
    </Box>
  );
}
