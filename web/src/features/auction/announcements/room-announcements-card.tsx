import { useTranslation } from 'react-i18next';
import { RoomCard } from '../room/room-card';
import type { RoomAnnouncement } from '../../../api/realtime/auction-room.rules';
import { AnnouncementList } from './announcement-list';

/** The vendor's room: what the buyer announced (vendors cannot reply here). Shown once there is one. */
export function RoomAnnouncementsCard({ announcements }: { announcements: readonly RoomAnnouncement[] }) {
  const { t } = useTranslation();
  if (announcements.length === 0) return null;
  return (
    <RoomCard title={t('Announcements from the buyer')} testId="room-announcements">
      <AnnouncementList announcements={announcements} />
    </RoomCard>
  );
}
