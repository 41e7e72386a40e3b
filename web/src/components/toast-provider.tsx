import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToastsReady } from './notify';

/**
 * notistack's provider: toasts at the bottom centre (clear of the top bar), 3 s by default. Equal
 * toasts are not merged: a second vendor saved must get its own confirmation.
 */
export function ToastProvider() {
  useEffect(() => markToastsReady(), []);
  return <SnackbarProvider maxSnack={4} autoHideDuration={3000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />;
}
