import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTime } from '@procura/domain/common/dates';
import { useTranslation } from 'react-i18next';
import type { RoomAnnouncement } from '../../../api/realtime/auction-room.rules';

/** The buyer's announcements, newest first, each with its time (24-hour). Plain text, shown as text. */
export function AnnouncementList({ announcements, emptyText }: { announcements: readonly RoomAnnouncement[]; emptyText?: string }) {
  const { t } = useTranslation();
  if (announcements.length === 0) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label={t('Announcements')} data-testid="announcement-list">
      {announcements.map((item) => (
        <Box
          component="li"
          key={item.sequence}
          data-testid="announcement"
          sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start', px: 1.5, py: 1, borderRadius: 1, border: 1, borderColor: 'info.light', bgcolor: 'background.paper' }}
        >
          <CampaignOutlinedIcon fontSize="small" color="info" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <time dateTime={item.at}>{formatTime(item.at)}</time>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.message}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
