import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasVisibleContent } from '@procura/domain/procurement/items/procurement-item.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { LazyRichTextEditor } from '../rich-text/lazy-rich-text-editor';

interface CancelReasonDialogProps {
  open: boolean;
  busy: boolean;
  /** The dialog's title, translated (Cancel Session, Cancel Negotiation?). */
  title: string;
  /** The line above the reason, translated. */
  message: string;
  /** The Yes button's test id, where the journeys click it by one (the negotiation's confirm-yes). */
  confirmTestId?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A cancel that asks for its reason (an auction session, a negotiation): the reason in the rich
 * text box, required (Yes stays disabled while it is empty). The caller gives the texts, translated.
 */
export function CancelReasonDialog({ open, busy, title, message, confirmTestId, onSubmit, onCancel }: CancelReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const empty = !hasVisibleContent(reason);
  return (
    <AppDialog
      open={open}
      maxWidth="sm"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('No')}
          </Button>
          <Button variant="contained" color="error" disabled={empty || busy} onClick={() => onSubmit(reason)} data-testid={confirmTestId}>
            {t('Yes')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {message}
      </Typography>
      {open && <LazyRichTextEditor value="" onChange={setReason} ariaLabel={t('Reason')} />}
    </AppDialog>
  );
}
