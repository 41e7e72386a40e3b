import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { isNegotiationDone, type NegotiationTransition } from '@procura/domain/negotiation/negotiation-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationRoom } from '../../../api/realtime/use-negotiation-room';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { CancelReasonDialog } from '../../../components/dialogs/cancel-reason-dialog';
import { currentLanguage } from '../../../i18n/i18n';
import { changeNegotiationStatus } from './negotiation-online.api';
import { sessionActions } from './session-actions.rules';
import { SessionConfirmDialog } from './session-confirm-dialog';

type LoadedRoom = NegotiationRoom & { state: NonNullable<NegotiationRoom['state']> };

/** How each move's button looks and what its confirmation asks, by the status it moves to. */
const LOOKS: Partial<Record<NegotiationStatus, { testId: string; variant: 'outlined' | 'contained'; color: 'error' | 'secondary' | 'primary'; confirm?: { title: string; message: string } }>> = {
  CANCELED: { testId: 'negotiation-cancel', variant: 'outlined', color: 'error' },
  DONE: { testId: 'negotiation-end', variant: 'contained', color: 'secondary', confirm: { title: 'End Session', message: 'Are you sure to end this session?' } },
  ON_GOING: { testId: 'negotiation-start', variant: 'contained', color: 'primary', confirm: { title: 'Start Session', message: 'Start this negotiation session now?' } },
};

/** The bottom buttons (buyer): the moves the domain table allows now, Cancel (with a reason) first. */
export function SessionActions({ room }: { room: LoadedRoom }) {
  const { t } = useTranslation();
  const { moves } = sessionActions(room.state);
  const [asking, setAsking] = useState<NegotiationTransition | null>(null);
  const [busy, setBusy] = useState(false);
  if (moves.length === 0) return null;

  const change = async (status: NegotiationStatus, cancelReason?: string) => {
    setBusy(true);
    try {
      const negotiation = await changeNegotiationStatus({ negotiation: room.state.negotiation._id, status, cancelReason });
      if (negotiation) room.applyNegotiation(negotiation);
      else room.resync();
      if (isNegotiationDone(status)) notify(NEGOTIATION_MSG.onlineEnded, 'success');
      setAsking(null);
    } catch (error) {
      notifyError(error);
      room.resync();
    } finally {
      setBusy(false);
    }
  };
  const confirm = asking && !asking.needsReason ? LOOKS[asking.to]?.confirm : undefined;

  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" useFlexGap flexWrap="wrap" data-testid="session-actions">
      {/* Cancel first, the others after (docs/rules/negotiation.md#online-session): the table's order. */}
      {moves.map((move) => {
        const look = LOOKS[move.to];
        return (
          <Button key={move.to} variant={look?.variant ?? 'contained'} color={look?.color ?? 'primary'} onClick={() => setAsking(move)} disabled={busy} data-testid={look?.testId}>
            {move.label[currentLanguage()]}
          </Button>
        );
      })}
      <SessionConfirmDialog
        open={!!confirm}
        title={t(confirm?.title ?? '')}
        message={t(confirm?.message ?? '')}
        busy={busy}
        onConfirm={() => asking && void change(asking.to)}
        onCancel={() => setAsking(null)}
      />
      <CancelReasonDialog
        open={!!asking?.needsReason}
        busy={busy}
        title={t('Cancel Negotiation?')}
        message={t('Do you want to Cancel this negotiation?')}
        confirmTestId="confirm-yes"
        onSubmit={(reason) => asking && void change(asking.to, reason)}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
