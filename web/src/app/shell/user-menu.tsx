import { canChangePassword, isVendorSide } from '@procura/domain/auth/auth.rules';
import type { ProfileResponse } from '@procura/domain/auth/auth.schemas';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from './use-logout';

function initials(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/** The user's name with a menu: Change Password (not for admins, not on onboarding) and Log Out. */
export function UserMenu({ profile, inverted }: { profile: ProfileResponse; inverted?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { account, company } = profile;
  const logout = useLogout(isVendorSide(account.role));
  const fullName = `${account.firstName} ${account.lastName}`.trim();
  const showChangePassword = canChangePassword(account.role) && pathname !== '/onboarding';

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ color: inverted ? '#fff' : 'text.primary', px: 1, minWidth: 0, '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } } }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 13, mr: 1, bgcolor: inverted ? 'rgba(255,255,255,0.2)' : 'primary.main' }}>
          {initials(account.firstName, account.lastName)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {fullName || account.email}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography fontWeight={650}>{fullName}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {account.email}
          </Typography>
          {company && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {company.companyName}
            </Typography>
          )}
        </Box>
        <Divider />
        {showChangePassword && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate('/account/change-password');
            }}
          >
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            {account.hasPassword ? t('Change Password') : t('Create New Password')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('Log Out')}
        </MenuItem>
      </Menu>
    </>
  );
}
