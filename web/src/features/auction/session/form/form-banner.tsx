import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Banner {
  title?: string;
  /** Already translated. */
  text: string;
  durationMs: number;
}

/** The banner state of a form: show one, and it goes by itself after its duration. */
export function useFormBanner() {
  const [banner, setBanner] = useState<(Banner & { key: number }) | null>(null);
  const show = useCallback((next: Banner) => setBanner({ ...next, key: Date.now() }), []);
  const hide = useCallback(() => setBanner(null), []);
  return { banner, show, hide };
}

/**
 * A red banner naming the first refused field ("Error: Uncomplete Form" or "Error: Invalid Form",
 * 6 s) or the time-range message (20 s). It sits at the
 * bottom, because a refused form scrolls its first wrong field to the top.
 */
export function FormBanner({ banner, onClose }: { banner: (Banner & { key: number }) | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={banner?.key}
      open={banner !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={banner?.durationMs ?? null}
      // A click elsewhere (fixing a field) must not hide it early.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
    >
      <Alert severity="error" variant="filled" onClose={onClose} role="alert" sx={{ width: '100%', maxWidth: 640, boxShadow: 3 }} closeText={t('Close')}>
        {banner?.title && <AlertTitle>{banner.title}</AlertTitle>}
        {banner?.text}
      </Alert>
    </Snackbar>
  );
}
