import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasVisibleContent } from '@procura/domain/procurement/items/procurement-item.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { LazyRichTextEditor } from '../rich-text/lazy-rich-text-editor';

interface CancelNegotiationDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Cancel: the reason in the rich text box, required (Yes stays disabled while it is empty). */
export function CancelNegotiationDialog({ open, busy, onSubmit, onCancel }: CancelNegotiationDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const empty = !hasVisibleContent(reason);
  return (
    <AppDialog
      open={open}
      maxWidth="sm"
      title={t('Cancel Negotiation?')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('No')}
          </Button>
          <Button variant="contained" color="error" disabled={empty || busy} onClick={() => onSubmit(reason)} data-testid="confirm-yes">
            {t('Yes')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('Do you want to Cancel this negotiation?')}
      </Typography>
      {open && <LazyRichTextEditor value="" onChange={setReason} ariaLabel={t('Reason')} />}
    </AppDialog>
  );
}
