import type { Role } from '@procura/domain/auth/auth.rules';
import type { ProfileResponse } from '@procura/domain/auth/auth.schemas';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { canOpenArea } from '../role-access';
import { TopBarClock } from './top-bar-clock';
import { UserMenu } from './user-menu';

interface TopBarProps {
  profile: ProfileResponse;
  /** The side menu is shown: offer its collapse toggle. */
  menu?: { expanded: boolean; onToggle: () => void };
  /** The vendor-style bar: dark, with the product name (vendor pages have no side menu). */
  vendor?: boolean;
}

/** Vendor help for the vendor pages' roles, buyer help for the dashboard's; the super admin has none. */
function helpPathFor(role: Role): string | null {
  if (canOpenArea(role, 'vendor')) return '/help/vendor';
  return canOpenArea(role, 'dashboard') ? '/help/buyer' : null;
}

/** Date and live clock, Help, the user's menu and the language switch. */
export function TopBar({ profile, menu, vendor }: TopBarProps) {
  const { t } = useTranslation();
  const helpPath = helpPathFor(profile.account.role);
  return (
    <AppBar
      position="sticky"
      sx={
        vendor
          ? { bgcolor: '#0f1f3d', color: '#fff' }
          : { bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }
      }
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64 } }}>
        {menu && (
          <Tooltip title={menu.expanded ? t('Collapse menu') : t('Expand menu')}>
            <IconButton
              edge="start"
              onClick={menu.onToggle}
              aria-label={menu.expanded ? t('Collapse menu') : t('Expand menu')}
              aria-expanded={menu.expanded}
              // On the navy vendor bar the default grey icon would hardly show.
              sx={{ color: vendor ? 'inherit' : undefined }}
            >
              {menu.expanded ? <MenuOpenIcon /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        )}
        {!menu && (
          <>
            {/* On a phone the mark alone, so the clock keeps its room beside the language switch. */}
            <Box sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }}>
              <BrandLogo inverted={vendor} size={30} />
            </Box>
            <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
              <BrandLogo inverted={vendor} compact size={30} />
            </Box>
          </>
        )}
        <TopBarClock inverted={vendor} />
        <Box sx={{ flexGrow: 1 }} />
        {helpPath && (
          <Button
            component={RouterLink}
            to={helpPath}
            startIcon={<HelpOutlineIcon />}
            sx={{ color: vendor ? '#fff' : 'text.secondary', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('Help')}
          </Button>
        )}
        {/* On a phone the icon alone, so help stays one tap away. */}
        {helpPath && (
          <IconButton component={RouterLink} to={helpPath} aria-label={t('Help')} sx={{ color: vendor ? '#fff' : 'text.secondary', display: { xs: 'inline-flex', sm: 'none' } }}>
            <HelpOutlineIcon />
          </IconButton>
        )}
        <LanguageSwitch inverted={vendor} />
        <UserMenu profile={profile} inverted={vendor} />
      </Toolbar>
    </AppBar>
  );
}
