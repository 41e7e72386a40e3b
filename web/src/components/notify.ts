import { i18n } from '../i18n/i18n';

export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

// Toasts are drawn by notistack, which loads after the first page shows (see toast-host.tsx).
// Messages raised before it is ready wait for it instead of being lost.
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast provider once it is mounted. */
export function markToastsReady(): void {
  markReady();
}

/** Where a toast shows: top right, or top centre for the few the spec places there. */
export type ToastPlace = 'top-right' | 'top-center';

/**
 * Shows a toast; the message is an English catalogue key (server messages included). It closes
 * after 3 s unless `autoHideMs` gives the spec's other duration for it (5 s, 6 s, 10 s).
 */
export function notify(
  message: string,
  variant: ToastVariant = 'default',
  values?: Record<string, string | number>,
  place: ToastPlace = 'top-right',
  autoHideMs?: number,
): void {
  const text = i18n.t(message, values);
  const anchorOrigin = place === 'top-center' ? ({ vertical: 'top', horizontal: 'center' } as const) : undefined;
  void ready
    .then(() => import('notistack'))
    .then(({ enqueueSnackbar }) =>
      enqueueSnackbar(text, { variant, ...(anchorOrigin ? { anchorOrigin } : {}), ...(autoHideMs ? { autoHideDuration: autoHideMs } : {}) }),
    );
}
