import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';

interface SessionConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The session's Yes / No step before every action (offers, deals, start, end); Yes carries the journeys' confirm-yes. */
export function SessionConfirmDialog({ open, title, message, busy, destructive, onConfirm, onCancel }: SessionConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('No')}
          </Button>
          <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} disabled={busy} data-testid="confirm-yes">
            {t('Yes')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{message}</Typography>
    </AppDialog>
  );
}
