import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Covers the whole page with a spinner and a message (e.g. 'Authentication Account'). */
export function FullScreenOverlay({ open, message }: { open: boolean; message: string }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'rgba(15, 23, 42, 0.78)', color: '#fff' }}>
      <Stack alignItems="center" spacing={2.5} role="status" aria-live="polite">
        <CircularProgress color="inherit" size={48} aria-hidden />
        <Typography variant="h6" component="p">
          {message}
        </Typography>
      </Stack>
    </Backdrop>
  );
}
