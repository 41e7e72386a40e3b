import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The success dialog after creating a session closes itself after 3 s (docs/rules/auction.md#limits). */
export const SESSION_CREATED_DIALOG_MS = 3000;

/** 'Auction Session has been Created', then the waiting room. A click or Escape goes sooner. */
export function SessionCreatedDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, SESSION_CREATED_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);
  return (
    <Dialog open={open} onClose={onDone} maxWidth="xs" fullWidth aria-labelledby="session-created-title">
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography id="session-created-title" variant="h6" component="p">
          {t('Auction Session has been Created')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('The invitations have been sent to the vendors by e-mail.')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
