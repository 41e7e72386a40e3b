import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to render or its code cannot load (e.g. after a new release). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: '100vh', p: 3, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        {t('Something went wrong. Please try again.')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('Reload page')}
      </Button>
    </Stack>
  );
}
