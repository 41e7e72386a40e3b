import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Result dialogs close themselves after 2.5 s (docs/rules/procurement.md#messages, docs/rules/realtime-and-platform.md#timings). */
export const RESULT_DIALOG_MS = 2500;

export interface ActionResult {
  ok: boolean;
  /** English catalogue key, e.g. 'Procurement has been deleted' or 'Delete failed'. */
  message: string;
  /** The server's reason for a failure, when it gave one. */
  detail?: string;
}

/** The outcome of a bulk action (the spec's result dialogs), shown briefly; a click or Escape closes it sooner. */
export function ResultDialog({ result, onClose }: { result: ActionResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(onClose, RESULT_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [result, onClose]);

  // The last result stays drawn while the dialog fades out.
  const shown = useRef<ActionResult | null>(result);
  if (result) shown.current = result;
  const failed = shown.current?.ok === false;
  const Icon = failed ? ErrorOutlineIcon : CheckCircleOutlineIcon;
  return (
    <Dialog open={result !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="action-result-text">
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        <Icon color={failed ? 'error' : 'success'} sx={{ fontSize: 56, mb: 1 }} />
        <Typography id="action-result-text" variant="h6" component="p">
          {shown.current ? t(shown.current.message) : ''}
        </Typography>
        {shown.current?.detail && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t(shown.current.detail)}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
