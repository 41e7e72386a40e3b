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

/** Shows a toast; the message is an English catalogue key (server messages included). */
export function notify(message: string, variant: ToastVariant = 'default', values?: Record<string, string | number>): void {
  const text = i18n.t(message, values);
  void ready
    .then(() => import('notistack'))
    .then(({ enqueueSnackbar }) => enqueueSnackbar(text, { variant }));
}
