import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The success dialog after creating a session closes itself after 3 s (docs/rules/auction.md#limits). */
export const SESSION_CREATED_MS = 3000;

/** 'Negotiation Session has been Created', then the session page; a click or Escape goes sooner. */
export function NegotiationCreatedDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, SESSION_CREATED_MS);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);
  return (
    <Dialog open={open} onClose={onDone} maxWidth="xs" fullWidth aria-labelledby="negotiation-created-title" data-testid="negotiation-created">
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
        <Typography id="negotiation-created-title" variant="h6" component="p">
          {t(NEGOTIATION_MSG.sessionCreated)}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
