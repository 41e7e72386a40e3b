import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfile } from '../../api/auth/profile-query';
import { ClockWarningBanner } from '../../components/clock-warning-banner';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { isSideMenuHidden, usesVendorTopBar } from './shell-visibility.rules';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED, SideMenu } from './side-menu';
import { SpectatorTopBar } from './spectator-top-bar';
import { TopBar } from './top-bar';
import { useMenuExpanded } from './use-menu-expanded';
import { VendorBanner } from './vendor-banner';
import { AuditorBanner } from './auditor-banner';

/** The signed-in frame (docs/rules/shell-and-landing.md#shell-and-menu): side menu, top bar, clock warning and the page. */
export function AppShell() {
  const profile = useProfile().data;
  const { pathname } = useLocation();
  const [storedExpanded, toggleStored] = useMenuExpanded();
  // On a phone the menu is hidden behind the top bar's menu button and, opened, lies over the page
  // with a backdrop (as the landing page's menu does): even collapsed, a 90 px rail would take a
  // quarter of a 390 px screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [phoneExpanded, setPhoneExpanded] = useState(false);
  const expanded = phone ? phoneExpanded : storedExpanded;
  const toggleMenu = phone ? () => setPhoneExpanded((open) => !open) : toggleStored;
  // Following a link of the opened phone menu closes it.
  useEffect(() => setPhoneExpanded(false), [pathname]);
  // RequireAuth renders the shell only with a loaded profile.
  if (!profile) return <LoadingScreen />;

  const role = profile.account.role;
  const spectator = role === 'spectator_auction';
  const vendor = !spectator && usesVendorTopBar(pathname, role);
  const showMenu = !isSideMenuHidden(pathname);
  const offset = !showMenu || phone ? 0 : expanded ? MENU_WIDTH_EXPANDED : MENU_WIDTH_COLLAPSED;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {showMenu && phone && (
        <Backdrop open={phoneExpanded} onClick={() => setPhoneExpanded(false)} sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }} />
      )}
      {showMenu && (!phone || phoneExpanded) && <SideMenu role={role} expanded={expanded} />}
      <Box sx={{ ml: `${offset}px`, transition: 'margin-left 180ms ease', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {spectator ? (
          <SpectatorTopBar email={profile.account.email} />
        ) : (
          <TopBar profile={profile} vendor={vendor} menu={showMenu ? { expanded, onToggle: toggleMenu } : undefined} />
        )}
        {vendor && <VendorBanner />}
        {role === 'auditor' && <AuditorBanner companyName={profile.company?.companyName ?? null} />}
        <ClockWarningBanner />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 3, md: 4 }, width: '100%', maxWidth: 1440, mx: 'auto' }}>
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
