import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code or the profile loads. */
export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullHeight ? '100vh' : 240 }}>
      <CircularProgress size={36} />
    </Box>
  );
}
