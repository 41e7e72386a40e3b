import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markToastsReady } from './notify';

// The top bar is 64 px high; toasts start under it.
const TOASTS_BELOW_TOP_BAR = 'toasts-below-top-bar';

// notistack's own colours put white text at 3.3:1 (success) or worse; the theme's darker shades reach
// 4.5:1 (decision 199, WCAG 1.4.3).
const READABLE_TOASTS = Object.fromEntries(
  Object.entries({ success: '#15803d', error: '#b91c1c', warning: '#b45309', info: '#0369a1' }).map(([variant, colour]) => [
    `.notistack-MuiContent-${variant}`,
    { backgroundColor: `${colour} !important`, color: '#ffffff !important' },
  ]),
);

/**
 * notistack's provider: toasts at the top right under the top bar, 3 s by default. At the bottom
 * they covered the Save and Cancel buttons of forms and dialogs, the very buttons a toast follows
 * up on. Equal toasts are not merged: a second vendor saved must get its own confirmation. On a
 * phone at most two are stacked, so that they stay over the page's header and clear of a live
 * room's countdown and offer entry (decision 202).
 */
export function ToastProvider() {
  useEffect(() => markToastsReady(), []);
  const phone = useMediaQuery('(max-width: 599.95px)');
  return (
    <>
      <GlobalStyles styles={{ [`.${TOASTS_BELOW_TOP_BAR}`]: { top: '72px !important' }, ...READABLE_TOASTS }} />
      <SnackbarProvider
        maxSnack={phone ? 2 : 4}
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_TOP_BAR }}
      />
    </>
  );
}
