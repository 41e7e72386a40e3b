import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { VENDOR_HOME_PATH } from '@procura/domain/auth/auth.rules';
import type { NegotiationOfferView } from '@procura/domain/negotiation/negotiation.views';
import { isNegotiationCanceled, isNegotiationRunning } from '@procura/domain/negotiation/negotiation-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProfile } from '../../../api/auth/profile-query';
import { useChatRoom } from '../../../api/realtime/use-chat-room';
import { useNegotiationRoom, type NegotiationRoom } from '../../../api/realtime/use-negotiation-room';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/layout/page-header';
import { ChatPanel } from '../chat/chat-panel';
import { CancelBanner } from './cancel-banner';
import { InviteParticipantDialog } from '../spectators/invite-participant-dialog';
import { OfferLog } from './offer-log';
import { OfferPanel } from './offer-panel';
import { OfferDetailDialog, PriceDialog, type PriceDialogKind } from './price-dialogs';
import { ReportFormSection } from '../report/report-form';
import { chatClosedFor, sessionActions } from './session-actions.rules';
import { SessionActions } from './session-actions';
import { SessionHeader } from './session-header';
import { SpectatorList } from '../spectators/spectator-list';
import { TermsDialog } from './terms-dialog';

type LoadedRoom = NegotiationRoom & { state: NonNullable<NegotiationRoom['state']> };

function SessionBody({ room }: { room: LoadedRoom }) {
  const { state } = room;
  const profile = useProfile().data;
  const chat = useChatRoom(state.chatRoomId);
  const actions = sessionActions(state);
  const [prices, setPrices] = useState<PriceDialogKind | null>(null);
  const [terms, setTerms] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [detail, setDetail] = useState<NegotiationOfferView | null>(null);
  const { negotiation } = state;
  return (
    <Stack spacing={2}>
      {isNegotiationCanceled(negotiation.status) && <CancelBanner cancel={negotiation} />}
      <SessionHeader state={state} onOpenPrices={setPrices} onOpenTerms={() => setTerms(true)} />
      <SpectatorList spectators={state.spectators} canInvite={actions.invite} onInvite={() => setInviting(true)} />
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <OfferPanel room={room} />
          <OfferLog offers={state.offers} currency={state.procurement.currency} viewer={state.viewer} onOpen={setDetail} />
        </Stack>
        <ChatPanel
          chat={chat}
          currency={state.procurement.currency}
          accountId={profile?.account.id ?? null}
          closed={chatClosedFor(negotiation)}
          readOnly={state.viewer === 'spectator'}
        />
      </Box>
      {actions.report && <ReportFormSection negotiation={negotiation} currency={state.procurement.currency} />}
      <SessionActions room={room} />
      <PriceDialog kind={prices} state={state} onClose={() => setPrices(null)} />
      <OfferDetailDialog offer={detail} state={state} onClose={() => setDetail(null)} />
      <TermsDialog open={terms} onClose={() => setTerms(false)} />
      {actions.invite && <InviteParticipantDialog open={inviting} state={state} onClose={() => setInviting(false)} />}
    </Stack>
  );
}

/**
 * /negotiation/session-online/buyer/{batchId}/{negotiationId} and …/vendor/…: one page for the
 * buyer, the vendor and spectators; the room state says who is looking and what they may do.
 */
export function NegotiationSessionPage({ side }: { side: 'buyer' | 'vendor' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { negotiationId = '', negotiationBatchId = '' } = useParams();
  const room = useNegotiationRoom(negotiationId, {
    onEvent: (event) => {
      if (event.type === 'NEGOTIATION_STATUS' && isNegotiationRunning(event.payload.status)) notify('The negotiation session has started', 'info');
      if (event.type === 'NEGOTIATION_STATUS' && isNegotiationCanceled(event.payload.status)) notify('The negotiation session has been canceled', 'warning');
      if (event.type === 'NEGOTIATION_OFFER' && event.payload.dealFinal) notify('The deal is confirmed', 'success');
    },
  });
  const { state } = room;
  const back = () => {
    if (side === 'vendor') return void navigate(VENDOR_HOME_PATH);
    const procurementId = state?.negotiation.procurementId;
    void navigate(procurementId ? `/negotiation/session/${procurementId}/${negotiationBatchId}` : '/initiation');
  };
  return (
    <Box sx={{ maxWidth: 1360, mx: 'auto' }} data-testid="negotiation-session" data-viewer={state?.viewer ?? ''}>
      <PageHeader title={t('Online Negotiation')} onBack={back} />
      {room.reconnecting && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('Connection lost. Reconnecting…')}
        </Alert>
      )}
      {room.error && !state && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(room.error)}
        </Alert>
      )}
      {state ? <SessionBody room={{ ...room, state }} /> : !room.error && <LoadingScreen fullHeight={false} />}
    </Box>
  );
}
