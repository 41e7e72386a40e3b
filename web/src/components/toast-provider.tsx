import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToastsReady } from './notify';

// The top bar is 64 px high; toasts start under it.
const TOASTS_BELOW_TOP_BAR = 'toasts-below-top-bar';

/**
 * notistack's provider: toasts at the top right under the top bar, 3 s by default. At the bottom
 * they covered the Save and Cancel buttons of forms and dialogs, the very buttons a toast follows
 * up on. Equal toasts are not merged: a second vendor saved must get its own confirmation.
 */
export function ToastProvider() {
  useEffect(() => markToastsReady(), []);
  return (
    <>
      <GlobalStyles styles={{ [`.${TOASTS_BELOW_TOP_BAR}`]: { top: '72px !important' } }} />
      <SnackbarProvider
        maxSnack={4}
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_TOP_BAR }}
      />
    </>
  );
}
