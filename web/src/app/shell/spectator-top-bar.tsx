import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { useLogout } from './use-logout';

/** Spectators get a reduced top bar: their e-mail and Log Out. */
export function SpectatorTopBar({ email }: { email: string }) {
  const { t } = useTranslation();
  // Spectators sign in with a one-time code like vendors, so they leave for the vendor sign-in.
  const logout = useLogout(true);
  return (
    <AppBar position="sticky" sx={{ bgcolor: '#fff', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <BrandLogo size={30} />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" noWrap>
          {email}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={() => void logout()}>
          {t('Log Out')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
