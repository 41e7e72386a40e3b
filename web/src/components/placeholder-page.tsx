import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Crumb } from './app-breadcrumbs';
import { PageHeader } from './page-header';

interface PlaceholderPageProps {
  /** English catalogue key of the page title. */
  title: string;
  breadcrumbs?: readonly Crumb[];
  showBack?: boolean;
}

/** Stands in for a page that a later release builds: the real title and a clear notice. */
export function PlaceholderPage({ title, breadcrumbs, showBack }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader
        title={t(title)}
        breadcrumbs={breadcrumbs?.map((crumb) => ({ ...crumb, label: t(crumb.label) }))}
        onBack={showBack ? () => void navigate(-1) : undefined}
      />
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1.5 }} />
        <Typography variant="h6" component="p" gutterBottom>
          {t('This page arrives in a later release')}
        </Typography>
        <Typography color="text.secondary">{t('{{page}} is being prepared and will be available soon.', { page: t(title) })}</Typography>
      </Paper>
    </Box>
  );
}
