import type { ProfileResponse } from '@procura/domain/auth/auth.schemas';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { TopBarClock } from './top-bar-clock';
import { TopBarHelp } from './top-bar-help';
import { UserMenu } from './user-menu';

interface TopBarProps {
  profile: ProfileResponse;
  /** The side menu is shown: offer its collapse toggle. */
  menu?: { expanded: boolean; onToggle: () => void };
  /** The vendor-style bar: dark, with the product name (vendor pages have no side menu). */
  vendor?: boolean;
}

/** Date and live clock, Help, the user's menu and the language switch. */
export function TopBar({ profile, menu, vendor }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      sx={
        vendor
          ? { bgcolor: '#0f1f3d', color: '#fff' }
          : { bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }
      }
    >
      {/* At 320 px (decision 202) everything fits on one line: narrower padding and gaps on a phone. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, px: { xs: 1, sm: 2 }, minHeight: { xs: 64 } }}>
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
        <TopBarHelp role={profile.account.role} inverted={vendor} />
        <LanguageSwitch inverted={vendor} />
        <UserMenu profile={profile} inverted={vendor} />
      </Toolbar>
    </AppBar>
  );
}
