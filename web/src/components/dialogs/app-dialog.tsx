import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AppDialogProps extends Omit<DialogProps, 'title' | 'onClose'> {
  title: ReactNode;
  onClose: () => void;
  actions?: ReactNode;
  /** Hides the close cross, for dialogs that must be answered with a button. */
  hideCloseButton?: boolean;
  children: ReactNode;
}

/** The generic modal: a title with a close cross, content and a row of actions. */
export function AppDialog({ title, onClose, actions, hideCloseButton, children, ...props }: AppDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog fullWidth maxWidth="xs" onClose={onClose} {...props}>
      <DialogTitle sx={{ pr: hideCloseButton ? 3 : 7 }}>{title}</DialogTitle>
      {!hideCloseButton && (
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2.5 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
