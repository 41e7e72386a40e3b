import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomAnnouncement } from '../../../api/realtime/auction-room.rules';
import { announce } from '../../../components/live-announcer';

/**
 * Says the room's news through the app's one polite live region (decision 200): paused (with the
 * reason), resumed, and each new announcement of the buyer, once when it happens (not for what the
 * page found when it opened).
 */
export function useRoomNews(pausedAt: string | null, pausedReason: string | null, announcements: readonly RoomAnnouncement[]): void {
  const { t } = useTranslation();
  const seenPause = useRef<string | null | undefined>(undefined);
  const seenAnnouncement = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const before = seenPause.current;
    seenPause.current = pausedAt;
    if (before === undefined || before === pausedAt) return;
    if (pausedAt) announce(pausedReason ? t('The session is paused. Reason: {{reason}}', { reason: pausedReason }) : t('The session is paused.'), 'pause');
    else announce(t('The session has resumed.'), 'pause');
  }, [pausedAt, pausedReason, t]);

  const newest = announcements[0] ?? null;
  useEffect(() => {
    const before = seenAnnouncement.current;
    seenAnnouncement.current = newest?.sequence ?? null;
    if (before === undefined || !newest || before === newest.sequence) return;
    announce(t('Announcement from the buyer: {{message}}', { message: newest.message }), 'announcement');
  }, [newest, t]);
}
