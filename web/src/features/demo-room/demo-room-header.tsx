import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';

interface DemoRoomHeaderProps {
  username: string;
  connected: boolean;
  onLeave(): void;
}

/** The room's top bar: the product, the reader's name, whether the room is live, and Leave. */
export function DemoRoomHeader({ username, connected, onLeave }: DemoRoomHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ px: { xs: 2, sm: 4 }, py: 1.5, maxWidth: 1200, mx: 'auto' }}>
        <BrandLogo size={28} />
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          size="small"
          color={connected ? 'success' : 'warning'}
          variant="outlined"
          label={connected ? t('Live') : t('Reconnecting…')}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
        <Chip icon={<PersonOutlineIcon />} label={username} data-testid="demo-room-user" sx={{ fontWeight: 600 }} />
        <LanguageSwitch />
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={onLeave}>
          {t('Leave')}
        </Button>
      </Stack>
    </Box>
  );
}
