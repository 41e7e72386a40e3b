import type { Role } from '@procura/domain/auth/auth.rules';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { menuFor, type MenuIcon } from '../role-access';

export const MENU_WIDTH_EXPANDED = 237;
export const MENU_WIDTH_COLLAPSED = 90;

const ICONS: Record<MenuIcon, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  dashboard: DashboardOutlinedIcon,
  initiation: DescriptionOutlinedIcon,
  invitations: MailOutlineIcon,
  master: CategoryOutlinedIcon,
  maintenance: ManageSearchIcon,
};

/** The fixed side menu: 237 px expanded, 90 px collapsed. */
export function SideMenu({ role, expanded }: { role: Role; expanded: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = expanded ? MENU_WIDTH_EXPANDED : MENU_WIDTH_COLLAPSED;

  return (
    <Box
      component="nav"
      aria-label={t('Main menu')}
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width,
        transition: 'width 180ms ease',
        bgcolor: '#0f1f3d',
        color: '#cbd5e1',
        overflowX: 'hidden',
        overflowY: 'auto',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: expanded ? 'flex-start' : 'center', px: expanded ? 2.5 : 0 }}>
        <BrandLogo inverted compact={!expanded} size={expanded ? 30 : 34} />
      </Box>
      {menuFor(role).map((group) => (
        <List
          key={group.label ?? 'main'}
          dense={group.items.length > 4}
          subheader={
            group.label && expanded ? (
              <ListSubheader disableSticky sx={{ bgcolor: 'transparent', color: '#94a3b8', fontSize: 11, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', lineHeight: '32px' }}>
                {t(group.label)}
              </ListSubheader>
            ) : undefined
          }
          sx={{ px: 1.5 }}
        >
          {group.items.map((item) => {
            const Icon = ICONS[item.icon];
            const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
            const button = (
              <ListItemButton
                component={NavLink}
                to={item.to}
                selected={active}
                sx={{
                  borderRadius: 2,
                  mb: 0.5,
                  minHeight: 44,
                  justifyContent: expanded ? 'flex-start' : 'center',
                  color: 'inherit',
                  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: '#1d4ed8', color: '#fff' },
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
                }}
              >
                <ListItemIcon sx={{ color: 'inherit', minWidth: expanded ? 36 : 0 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                {expanded && <ListItemText primary={t(item.label)} slotProps={{ primary: { fontSize: 14, fontWeight: 500, lineHeight: 1.3 } }} />}
              </ListItemButton>
            );
            // Each link in its own list item: a list holds only items (WCAG 1.3.1).
            return (
              <ListItem key={item.to} disablePadding sx={{ display: 'block' }}>
                {expanded ? (
                  button
                ) : (
                  <Tooltip title={t(item.label)} placement="right">
                    {button}
                  </Tooltip>
                )}
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
