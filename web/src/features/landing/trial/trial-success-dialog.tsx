import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';

// Success dialogs close by themselves after 3 s (docs/rules/shell-and-landing.md#free-trial-request).
const AUTO_CLOSE_MS = 3000;

/** 'Request sent: we will contact you soon', in Indonesian (docs/rules/shell-and-landing.md#free-trial-request). */
export function TrialSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('Request sent')}
      actions={
        <Button variant="contained" onClick={onClose} fullWidth>
          {t('Close')}
        </Button>
      }
    >
      <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center', pt: 1 }}>
        <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 56 }} />
        <Typography color="text.secondary">{t('Thank you! We have received your free trial request and will contact you soon.')}</Typography>
      </Stack>
    </AppDialog>
  );
}
