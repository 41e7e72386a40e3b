import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { continueInLandingLanguage } from './landing-language';
import { BrandLogo } from '../../components/brand-logo';
import { LANDING_SECTIONS, scrollToSection, sectionLink, TOP_BAR_OFFSET_PX, type LandingSectionId } from './landing-sections';

interface LandingTopBarProps {
  onFreeTrial: () => void;
  /** Starts loading the trial form's code when the visitor shows interest (hover, focus). */
  onFreeTrialIntent: () => void;
}

/** The sticky bar: logo, the section anchors, Masuk (sign-in) and the free-trial call to action. */
export function LandingTopBar({ onFreeTrial, onFreeTrialIntent }: LandingTopBarProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const closeMenu = () => setMenuAnchor(null);
  // A section chosen in the menu is scrolled to once the menu has closed and given the focus back.
  const sectionAfterMenu = useRef<LandingSectionId | null>(null);
  const scrollAfterMenu = () => {
    if (sectionAfterMenu.current) scrollToSection(sectionAfterMenu.current);
    sectionAfterMenu.current = null;
  };

  return (
    <AppBar
      position="sticky"
      sx={{
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: TOP_BAR_OFFSET_PX - 8, sm: TOP_BAR_OFFSET_PX }, gap: 1 }}>
          <Box component="a" {...sectionLink('home')} aria-label="Procura Auction, ke beranda" sx={{ color: 'inherit', textDecoration: 'none' }}>
            <BrandLogo size={30} />
          </Box>

          <Box component="nav" aria-label="Navigasi halaman" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 5 }}>
            {LANDING_SECTIONS.map((section) => (
              <Button key={section.id} {...sectionLink(section.id)} color="inherit" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {section.name}
              </Button>
            ))}
          </Box>

          <Box sx={{ flexGrow: 1 }} />

          <Button
            component={RouterLink}
            to="/buyer-login"
            onClick={continueInLandingLanguage}
            variant="outlined"
            startIcon={<LoginIcon />}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Masuk
          </Button>
          <Button
            variant="contained"
            onClick={onFreeTrial}
            onMouseEnter={onFreeTrialIntent}
            onFocus={onFreeTrialIntent}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Coba Gratis
          </Button>

          <Button
            component={RouterLink}
            to="/buyer-login"
            onClick={continueInLandingLanguage}
            size="small"
            variant="outlined"
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            Masuk
          </Button>
          <IconButton
            aria-label="Buka menu"
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => {
              onFreeTrialIntent();
              setMenuAnchor(event.currentTarget);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 0.5 }}
          >
            <MenuIcon />
          </IconButton>
          <Menu
            anchorEl={menuAnchor}
            open={Boolean(menuAnchor)}
            onClose={closeMenu}
            slotProps={{ paper: { sx: { minWidth: 200 } }, transition: { onExited: scrollAfterMenu } }}
          >
            {LANDING_SECTIONS.map((section) => (
              <MenuItem key={section.id} component="a" {...sectionLink(section.id, closeMenu, (id) => (sectionAfterMenu.current = id))}>
                {section.name}
              </MenuItem>
            ))}
            <MenuItem
              onClick={() => {
                closeMenu();
                onFreeTrial();
              }}
              sx={{ color: 'primary.main', fontWeight: 600 }}
            >
              Coba Gratis
            </MenuItem>
          </Menu>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
