import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomAnnouncement } from '../../../api/realtime/auction-room.rules';

/**
 * The room's latest news for its polite live region: paused (with the reason), resumed, or the
 * buyer's newest announcement, each said once when it happens (not when the page opens).
 */
export function useRoomNews(pausedAt: string | null, pausedReason: string | null, announcements: readonly RoomAnnouncement[]): string | null {
  const { t } = useTranslation();
  const [news, setNews] = useState<string | null>(null);
  const seenPause = useRef<string | null | undefined>(undefined);
  const seenAnnouncement = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const before = seenPause.current;
    seenPause.current = pausedAt;
    if (before === undefined || before === pausedAt) return;
    if (pausedAt) setNews(pausedReason ? t('The session is paused. Reason: {{reason}}', { reason: pausedReason }) : t('The session is paused.'));
    else setNews(t('The session has resumed.'));
  }, [pausedAt, pausedReason, t]);

  const newest = announcements[0] ?? null;
  useEffect(() => {
    const before = seenAnnouncement.current;
    seenAnnouncement.current = newest?.sequence ?? null;
    if (!newest || before === newest.sequence) return;
    setNews(t('Announcement from the buyer: {{message}}', { message: newest.message }));
  }, [newest, t]);

  return news;
}
