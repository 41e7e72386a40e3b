import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/app-dialog';
import { useRetainedValue } from './use-retained-value';

/** Result dialogs close by themselves after 2.5 s (spec 2 sections 8 and 9). */
export const RESULT_DIALOG_MS = 2_500;

/** The outcome of a bulk action ("Auctions Removed Successfully" or "Delete failed"), closing by itself. */
export function ResultDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = useRetainedValue(message);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(onClose, RESULT_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);

  return (
    <AppDialog
      open={message !== null}
      title={t('Delete Auction Session')}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('OK')}
        </Button>
      }
    >
      <Typography role="status">{shown ? t(shown) : ''}</Typography>
    </AppDialog>
  );
}
