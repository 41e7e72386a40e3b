import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { hasVisibleContent } from '@procura/domain/procurement/items/procurement-item.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { LazyRichTextEditor } from '../rich-text/lazy-rich-text-editor';

interface CancelSessionDialogProps {
  open: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Cancel Session asks for the reason (rich text, required: Yes stays disabled while it is empty). */
export function CancelSessionDialog({ open, busy, onSubmit, onCancel }: CancelSessionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const empty = !hasVisibleContent(reason);
  return (
    <AppDialog
      open={open}
      maxWidth="sm"
      title={t('Cancel Session')}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('No')}
          </Button>
          <Button variant="contained" color="error" disabled={empty || busy} onClick={() => onSubmit(reason)}>
            {t('Yes')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('The vendors are told by e-mail that the session is canceled, with this reason.')}
      </Typography>
      {open && <LazyRichTextEditor value="" onChange={setReason} ariaLabel={t('Reason')} />}
    </AppDialog>
  );
}
