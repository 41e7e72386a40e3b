import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../components/live-announcer';
import { roomAnnouncements, type AnnouncedState, type AnnouncementAudience } from './room-announcements.rules';

/** Speaks the room's changes through the polite announcer (throttled there), never moving focus. */
export function useRoomAnnouncements(state: AnnouncedState | null | undefined, audience: AnnouncementAudience): void {
  const { t } = useTranslation();
  const previous = useRef<AnnouncedState | null>(null);
  useEffect(() => {
    if (!state) return;
    for (const said of roomAnnouncements(previous.current, state, audience)) announce(t(said.key, said.values), said.topic);
    previous.current = state;
  }, [state, audience, t]);
}
