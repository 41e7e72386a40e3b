import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { formatDateTime } from '@procura/domain/common/dates';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { endWitnessed, roomNotice, splitAtMarker, type RoomNotice } from './room-notice.rules';

// Stands for the reason in the translated sentence; the rich text is rendered where it lands.
const REASON_MARKER = '\u2063reason\u2063';

function NoticeText({ notice }: { notice: RoomNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'stopped') return <>{t(AUCTION_MSG.stoppedByBuyer)}</>;
  if (notice.kind === 'finished') return <>{t(AUCTION_MSG.auctionFinished)}</>;
  if (!notice.cancel) return <>{t(AUCTION_MSG.canceledByBuyer)}</>;
  const sentence = t('This session canceled by {{who}} at {{time}} The cancelation reason is {{reason}}', {
    who: notice.cancel.canceledBy,
    time: formatDateTime(notice.cancel.canceledAt),
    reason: REASON_MARKER,
  });
  const { before, after } = splitAtMarker(sentence, REASON_MARKER);
  // The reason is the buyer's rich text (sanitised by the server), shown as the buyer's card shows it.
  return (
    <>
      {before}
      <LazyRichTextEditor value={notice.cancel.cancelReason} editable={false} ariaLabel={t('Reason')} />
      {after}
    </>
  );
}

const SEVERITY = { stopped: 'warning', finished: 'info', canceled: 'error' } as const;

/**
 * The lasting notice of a session that is over: stopped by the buyer, finished, or canceled (with who,
 * when, why). A note, not MUI's default role="alert": the end is said once, by the room's announcer
 * or the end's dialog (decision 200).
 */
export function RoomNoticeBanner({ state }: { state: AuctionRoomState }) {
  const notice = roomNotice(state);
  if (!notice) return null;
  return (
    <Alert severity={SEVERITY[notice.kind]} role="note" data-testid="room-notice" sx={{ mb: 2 }}>
      <NoticeText notice={notice} />
    </Alert>
  );
}

/**
 * The modal of an end seen happening (docs/rules/auction.md#notices): 'Session Stopped.' for the buyer's stop,
 * 'Session Canceled.' for a cancel. A normal end has none: the lasting notice shows it and the room's
 * announcer says it with the vendor's final place. No toast (role="alert") repeats the end (decision 200).
 * No reload: the room already holds the final state.
 */
export function RoomEndModal({ state }: { state: AuctionRoomState }) {
  const { t } = useTranslation();
  const previous = useRef<AuctionSessionStatus | null>(null);
  const [modal, setModal] = useState<RoomNotice | null>(null);
  useEffect(() => {
    const witnessed = endWitnessed(previous.current, state);
    previous.current = state.status;
    if (witnessed && witnessed.kind !== 'finished') setModal(witnessed);
  }, [state]);
  if (!modal) return null;
  const close = () => setModal(null);
  return (
    <AppDialog
      open
      title={t(modal.kind === 'stopped' ? AUCTION_MSG.sessionStopped : AUCTION_MSG.sessionCanceled)}
      onClose={close}
      actions={
        <Button variant="contained" onClick={close}>
          {t('OK')}
        </Button>
      }
    >
      <Typography color="text.secondary" data-testid="room-end-modal">
        {t(modal.kind === 'stopped' ? AUCTION_MSG.stoppedByBuyer : AUCTION_MSG.canceledByBuyer)}
      </Typography>
    </AppDialog>
  );
}
