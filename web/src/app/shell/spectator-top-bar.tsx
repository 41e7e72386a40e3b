import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { TopBarHelp } from './top-bar-help';
import { useLogout } from './use-logout';

/** Spectators get a reduced top bar: their e-mail, Help, the language switch and Log Out. */
export function SpectatorTopBar({ email }: { email: string }) {
  const { t } = useTranslation();
  // Spectators sign in with a one-time code like vendors, so they leave for the vendor sign-in.
  const logout = useLogout(true);
  return (
    <AppBar position="sticky" sx={{ bgcolor: '#fff', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <BrandLogo size={30} />
        </Box>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <BrandLogo compact size={30} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
          {email}
        </Typography>
        <TopBarHelp role="spectator_auction" />
        <LanguageSwitch />
        <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={() => void logout()} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          {t('Log Out')}
        </Button>
        <IconButton aria-label={t('Log Out')} onClick={() => void logout()} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
