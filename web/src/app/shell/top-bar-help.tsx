import type { Role } from '@procura/domain/auth/auth.rules';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { helpPathFor } from './shell-visibility.rules';

/** Help in a top bar: the word on wide screens, the icon alone on a phone; none for a role without help. */
export function TopBarHelp({ role, inverted }: { role: Role; inverted?: boolean }) {
  const { t } = useTranslation();
  const helpPath = helpPathFor(role);
  if (!helpPath) return null;
  const color = inverted ? '#fff' : 'text.secondary';
  return (
    <>
      <Button component={RouterLink} to={helpPath} startIcon={<HelpOutlineIcon />} sx={{ color, display: { xs: 'none', sm: 'inline-flex' } }}>
        {t('Help')}
      </Button>
      <IconButton component={RouterLink} to={helpPath} aria-label={t('Help')} sx={{ color, display: { xs: 'inline-flex', sm: 'none' } }}>
        <HelpOutlineIcon />
      </IconButton>
    </>
  );
}
