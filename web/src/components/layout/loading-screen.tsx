import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the profile loads (named, so that a screen reader says what the spinner is). */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '100vh' : 240 }}>
      <CircularProgress size={36} aria-label={t('Loading')} />
    </Box>
  );
}
