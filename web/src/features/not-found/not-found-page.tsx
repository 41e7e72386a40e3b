import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';

/** /notfound and every unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2.5} sx={{ minHeight: '100vh', p: 3, textAlign: 'center', bgcolor: 'background.default' }}>
      <BrandLogo size={34} />
      <SearchOffIcon color="primary" sx={{ fontSize: 72, mt: 2 }} />
      <Typography variant="h4" component="h1">
        {t('Page not found')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {t('The page you are looking for does not exist or has been moved.')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('Back to home')}
      </Button>
    </Stack>
  );
}
