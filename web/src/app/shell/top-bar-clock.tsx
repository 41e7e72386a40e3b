import { formatDayAndDate, formatTime, timeZoneName } from '@procura/domain/common/dates';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useServerClock } from '../../components/use-server-clock';

/** Today's date in the chosen language and a 24-hour Jakarta clock (WIB) that ticks each second, both from server time. */
export function TopBarClock({ inverted }: { inverted?: boolean }) {
  const { i18n } = useTranslation();
  const now = useServerClock();
  const language = i18n.language === 'id' ? 'id' : 'en';
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ color: inverted ? 'rgba(255,255,255,0.9)' : 'text.secondary', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
        {formatDayAndDate(now, language)}
      </Typography>
      <Typography
        variant="body2"
        component="time"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: inverted ? '#fff' : 'text.primary', px: { xs: 0.5, sm: 1 }, py: 0.25, borderRadius: 1, bgcolor: inverted ? 'rgba(255,255,255,0.12)' : 'action.hover' }}
      >
        {formatTime(now)} {timeZoneName()}
      </Typography>
    </Stack>
  );
}
