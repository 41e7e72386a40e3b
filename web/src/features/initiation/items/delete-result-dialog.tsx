import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// Result dialogs close themselves after 2.5 s (spec 2 section 9).
export const RESULT_AUTO_CLOSE_MS = 2500;

/** "Item has been deleted" or "Delete failed", closing by itself. */
export function DeleteResultDialog({ result, onClose }: { result: { ok: boolean; message: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(onClose, RESULT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [result, onClose]);
  return (
    <Dialog open={result !== null} onClose={onClose} maxWidth="xs" fullWidth aria-live="assertive">
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        {result?.ok ? <CheckCircleIcon color="success" sx={{ fontSize: 56 }} /> : <ErrorIcon color="error" sx={{ fontSize: 56 }} />}
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {result ? t(result.message) : ''}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
