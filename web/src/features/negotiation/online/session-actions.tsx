import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationRoom } from '../../../api/realtime/use-negotiation-room';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { CancelReasonDialog } from '../../../components/dialogs/cancel-reason-dialog';
import { changeNegotiationStatus } from './negotiation-online.api';
import { sessionActions } from './session-actions.rules';
import { SessionConfirmDialog } from './session-confirm-dialog';

type LoadedRoom = NegotiationRoom & { state: NonNullable<NegotiationRoom['state']> };
type Asking = 'ON_GOING' | 'DONE' | 'CANCELED' | null;

/** The bottom buttons (buyer): Start, End Session (once the vendor offered) and Cancel with a reason. */
export function SessionActions({ room }: { room: LoadedRoom }) {
  const { t } = useTranslation();
  const actions = sessionActions(room.state);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  if (!actions.start && !actions.end && !actions.cancel) return null;

  const change = async (status: NegotiationStatus, cancelReason?: string) => {
    setBusy(true);
    try {
      const negotiation = await changeNegotiationStatus({ negotiation: room.state.negotiation._id, status, cancelReason });
      if (negotiation) room.applyNegotiation(negotiation);
      else room.resync();
      if (status === 'DONE') notify(NEGOTIATION_MSG.onlineEnded, 'success');
      setAsking(null);
    } catch (error) {
      notifyError(error);
      room.resync();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" useFlexGap flexWrap="wrap" data-testid="session-actions">
      {/* Cancel first, the others after (docs/rules/negotiation.md#online-session). */}
      {actions.cancel && (
        <Button variant="outlined" color="error" onClick={() => setAsking('CANCELED')} disabled={busy} data-testid="negotiation-cancel">
          {t('Cancel')}
        </Button>
      )}
      {actions.end && (
        <Button variant="contained" color="secondary" onClick={() => setAsking('DONE')} disabled={busy} data-testid="negotiation-end">
          {t('End Session')}
        </Button>
      )}
      {actions.start && (
        <Button variant="contained" onClick={() => setAsking('ON_GOING')} disabled={busy} data-testid="negotiation-start">
          {t('Start')}
        </Button>
      )}
      <SessionConfirmDialog
        open={asking === 'ON_GOING' || asking === 'DONE'}
        title={asking === 'DONE' ? t('End Session') : t('Start Session')}
        message={asking === 'DONE' ? t('Are you sure to end this session?') : t('Start this negotiation session now?')}
        busy={busy}
        onConfirm={() => asking && void change(asking)}
        onCancel={() => setAsking(null)}
      />
      <CancelReasonDialog
        open={asking === 'CANCELED'}
        busy={busy}
        title={t('Cancel Negotiation?')}
        message={t('Do you want to Cancel this negotiation?')}
        confirmTestId="confirm-yes"
        onSubmit={(reason) => void change('CANCELED', reason)}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
