import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@procura/domain/common/dates';
import type { NegotiationStatus } from '@procura/domain/negotiation/negotiation.enums';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { isNegotiationDone, type NegotiationTransition } from '@procura/domain/negotiation/negotiation-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationRoom } from '../../../api/realtime/use-negotiation-room';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { CancelReasonDialog } from '../../../components/dialogs/cancel-reason-dialog';
import { changeNegotiationStatus } from './negotiation-online.api';
import { sessionActions, startsBeforeSchedule } from './session-actions.rules';
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
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'id' ? 'id' : 'en';
  const { moves } = sessionActions(room.state);
  const [asking, setAsking] = useState<NegotiationTransition | null>(null);
  // The vendor's scheduled start when Start is pressed before it (by the room's server clock), else null.
  const [earlyFor, setEarlyFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (moves.length === 0) return null;

  const ask = (move: NegotiationTransition) => {
    const { startDate } = room.state.negotiation;
    const early = move.to === 'ON_GOING' && startsBeforeSchedule(startDate, Date.now() + room.offsetMs);
    setEarlyFor(early ? startDate : null);
    setAsking(move);
  };

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
  // Before the schedule the same Yes / No step names the scheduled time instead (24-hour, WIB).
  const title = earlyFor ? t('Start before the scheduled time?') : t(confirm?.title ?? '');
  const message = earlyFor
    ? t('This negotiation session is scheduled for {{date}}. Do you want to start it now?', { date: formatDateTime(earlyFor) })
    : t(confirm?.message ?? '');

  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" useFlexGap flexWrap="wrap" data-testid="session-actions">
      {/* Cancel first, the others after (docs/rules/negotiation.md#online-session): the table's order. */}
      {moves.map((move) => {
        const look = LOOKS[move.to];
        return (
          <Button key={move.to} variant={look?.variant ?? 'contained'} color={look?.color ?? 'primary'} onClick={() => ask(move)} disabled={busy} data-testid={look?.testId}>
            {move.label[language]}
          </Button>
        );
      })}
      <SessionConfirmDialog
        open={!!confirm}
        title={title}
        message={message}
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
