import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isAuctionCanceled, isAuctionDone, isAuctionRunning, isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { OFFER_LOG_PAGE_MAX } from '@procura/domain/auction/auction.schemas';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AuctionRoomBanners } from '../room/auction-room-banners';
import { RoomPauseStatus } from '../pause/room-pause-status';
import { SessionStatusBadge } from '../pause/session-status-badge';
import { MonitorLiveControls } from './live/monitor-live-controls';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { PageHeader } from '../../../components/layout/page-header';
import { CancelInfoCard } from '../waiting-room/cancel-info-card';
import { waitingRoomKeys } from '../waiting-room/waiting-room.api';
import { AuctionInfoCard } from './auction-info-card';
import { BidChartCard } from './board/bid-chart-card';
import { DisqualifyDialog } from './disqualify-dialog';
import { KeepOfferDialog } from './keep-offer-dialog';
import { FewerParticipantsWatch } from './fewer-participants-watch';
import { belongsInWaitingRoom, monitorActions, monitorPath, type MonitorMode } from './monitor.rules';
import { MonitorTimerCard } from './monitor-timer-card';
import { OfferLog } from './board/offer-log';
import { pendingRequests } from './board/offer-log.rules';
import { RankingTable } from './board/ranking-table';
import { rankingRows, type RankingRow } from './board/ranking.rules';
import { RequestsPanel } from './requests-panel';
import { ResultReportsCard } from './result-reports-card';
import { StopSessionAction } from './stop-session-action';
import { UnitPriceDialog } from './board/unit-price-dialog';
import { useBuyerMonitor } from './use-buyer-monitor';
import { VendorConnectionsCard } from '../connections/vendor-connections-card';
import { ObjectionsPanel } from '../objections/objections-panel';
import { AssistedOffersCard } from '../assistance/assisted-offers-card';
import { vendorColours } from './board/vendor-palette';

/**
 * The buyer's live monitor: /buyer-auction/{procurementId}/{auctionId}/in-progress ('live', with the
 * buyer's actions) and …/result ('result', the same screen read-only for a finished session).
 */
export function BuyerMonitorPage({ mode }: { mode: MonitorMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { procurementId = '', auctionId = '' } = useParams();
  const { room, status, invitations } = useBuyerMonitor(auctionId, procurementId);
  const [disqualifying, setDisqualifying] = useState<AuctionOfferLogView | null>(null);
  const [keeping, setKeeping] = useState<AuctionOfferLogView | null>(null);
  const [unitPriceOf, setUnitPriceOf] = useState<RankingRow | null>(null);
  const state = room.state;
  const actions = monitorActions(mode);
  const back = () => void navigate(`/initiation/form/${procurementId}#auction-session`);

  // A session not started yet is shown by the waiting room.
  const current = state?.status;
  useEffect(() => {
    if (current && belongsInWaitingRoom(current)) void navigate(monitorPath(procurementId, auctionId, 'not-started'), { replace: true });
  }, [current, navigate, procurementId, auctionId]);

  // The result is read whole (its chart and log): every older page is loaded, the largest at a time, one after another.
  const loadOlder = room.olderOffers.load;
  const readWhole = mode === 'result' && room.olderOffers.hasOlder && !room.olderOffers.loading && !room.olderOffers.error;
  useEffect(() => {
    if (readWhole) loadOlder(OFFER_LOG_PAGE_MAX);
  }, [readWhole, loadOlder]);

  const colours = useMemo(() => vendorColours((state?.ranks ?? []).map((rank) => ({ key: rank.vendorId ?? rank.label, label: rank.label }))), [state?.ranks]);
  const rows = useMemo(() => rankingRows(state?.ranks ?? [], invitations), [state?.ranks, invitations]);
  const requests = useMemo(() => pendingRequests(state?.offerLog ?? []), [state?.offerLog]);
  const attending = useMemo(
    () => invitations.filter((row) => row.status === 'ATTEND').map((row) => ({ procurementVendorId: row.procurementVendorId, vendorName: row.vendorName })),
    [invitations],
  );

  const crumbs = [
    { label: t('Dashboard'), to: '/dashboard' },
    { label: t('Initiation'), to: '/initiation' },
    { label: t('Auction Session'), to: `/initiation/form/${procurementId}#auction-session` },
    { label: state?.auctionNumber ?? '…' },
  ];
  const header = (
    <PageHeader
      title={mode === 'result' ? t('Auction Session Result') : t('Auction Session')}
      breadcrumbs={crumbs}
      onBack={back}
      actions={
        state && (
          // monitor-status is the bidding journey's hook; auction-status the one the rooms and the invitation journey share.
          <span data-testid="monitor-status">
            <span data-testid="auction-status">
              <SessionStatusBadge status={state.status} pausedAt={state.pausedAt} />
            </span>
          </span>
        )
      }
    />
  );

  if (!state) {
    return (
      <Box>
        {header}
        <AuctionRoomBanners room={room} />
        {!room.error && <LoadingScreen fullHeight={false} />}
      </Box>
    );
  }

  const live = isAuctionRunning(state.status);
  const canStop = actions && live && (status.data?.next.some((move) => isAuctionDone(move.status)) ?? true);
  const refetchInvitations = () => void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.invitations(auctionId) });

  return (
    <Box>
      {header}
      <AuctionRoomBanners room={room} />
      <RoomPauseStatus state={state} offsetMs={room.offsetMs} audience="buyer" />
      <Stack spacing={2.5}>
        {/* A note, not an alert: the monitor's announcer says the end once (decision 200). */}
        {mode === 'live' && isAuctionDone(state.status) && (
          <Alert
            severity="success"
            role="note"
            data-testid="monitor-finished"
            action={
              <Button component={RouterLink} to={monitorPath(procurementId, auctionId, 'result')} color="inherit" size="small" data-testid="view-result">
                {t('View result')}
              </Button>
            }
          >
            {t('This auction session is Done. The result shows the final ranking and every offer.')}
          </Alert>
        )}
        {mode === 'result' && live && (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={monitorPath(procurementId, auctionId, 'in-progress')} color="inherit" size="small">
                {t('Open live monitor')}
              </Button>
            }
          >
            {t('This session is still running; this page shows it read-only.')}
          </Alert>
        )}
        {isAuctionCanceled(state.status) && state.cancel && <CancelInfoCard cancel={state.cancel} />}
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            alignItems: 'stretch',
            // Phones: the countdown, then the offers, then the terms; wider: the terms under the countdown, the offers beside.
            gridTemplateAreas: { xs: '"timer" "offers" "info"', md: '"timer offers" "info offers"' },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)', xl: '400px minmax(0, 1fr)' },
            gridTemplateRows: { md: 'auto 1fr' },
          }}
        >
          <Box sx={{ gridArea: 'timer', minWidth: 0 }}>
            <MonitorTimerCard state={state} offsetMs={room.offsetMs} />
          </Box>
          <Box sx={{ gridArea: 'info', minWidth: 0 }}>
            <AuctionInfoCard state={state} />
          </Box>
          <Stack spacing={2.5} sx={{ gridArea: 'offers', minWidth: 0 }}>
            {actions && live && <MonitorLiveControls auctionId={auctionId} state={state} />}
            {actions && live && (
              <RequestsPanel requests={requests} currency={state.info.currency} enabled={live} onDisqualify={setDisqualifying} onKeep={setKeeping} />
            )}
            <OfferLog state={state} colours={colours} onDisqualify={actions ? setDisqualifying : undefined} older={room.olderOffers} />
          </Stack>
        </Box>
        <RankingTable state={state} rows={rows} presentIds={room.presentInvitationIds} actions={actions} onUnitPrice={setUnitPriceOf} onResent={refetchInvitations} />
        {/* Offers placed for a vendor that cannot reach the room (docs/rules/auction-bidding.md#assisted-offers). */}
        {actions && state.status === 'ON_GOING' && (
          <AssistedOffersCard auctionId={auctionId} currency={state.info.currency} direction={state.direction} vendors={attending} />
        )}
        <VendorConnectionsCard auctionId={auctionId} presentIds={isAuctionRunning(state.status) ? room.presentInvitationIds : null} />
        {/* The vendors' objections after a DONE end (docs/rules/auction-bidding.md#objections). */}
        {mode === 'result' && isAuctionDone(state.status) && <ObjectionsPanel auctionId={auctionId} currency={state.info.currency} />}
        {mode === 'result' && isFinalAuctionStatus(state.status) && (
          <ResultReportsCard procurementId={procurementId} auctionId={auctionId} auctionNumber={state.auctionNumber} status={state.status} />
        )}
        <BidChartCard state={state} colours={colours} offsetMs={room.offsetMs} />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
          <Button onClick={back}>{t('Back')}</Button>
          {actions && <StopSessionAction auctionId={auctionId} showButton={canStop} />}
        </Stack>
      </Stack>
      {actions && disqualifying && (
        <DisqualifyDialog offer={disqualifying} currency={state.info.currency} enabled={live} disqualify={room.disqualifyOffer} onClose={() => setDisqualifying(null)} />
      )}
      {actions && keeping && <KeepOfferDialog offer={keeping} currency={state.info.currency} decline={room.declineDisqualification} onClose={() => setKeeping(null)} />}
      {unitPriceOf?.rank?.vendorId && (
        <UnitPriceDialog
          vendorId={unitPriceOf.rank.vendorId}
          vendorName={unitPriceOf.name}
          items={state.items}
          log={state.offerLog}
          currency={state.info.currency}
          onClose={() => setUnitPriceOf(null)}
        />
      )}
      {actions && <FewerParticipantsWatch state={state} offsetMs={room.offsetMs} />}
    </Box>
  );
}
