import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';

/** A public page that a later release builds (the legacy demo pages). */
export function PublicPlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" justifyContent="center" sx={{ minHeight: '100vh', p: 3, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Stack alignItems="center" spacing={2}>
          <BrandLogo size={30} />
          <Typography variant="h5" component="h1" sx={{ pt: 2 }}>
            {t(title)}
          </Typography>
          <ConstructionIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography fontWeight={600}>{t('This page arrives in a later release')}</Typography>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('Back to home')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
