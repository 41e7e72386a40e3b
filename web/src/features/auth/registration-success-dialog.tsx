import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/dialogs/app-dialog';

/** 'Registration Success' with the verification notice and Continue to login. */
export function RegistrationSuccessDialog({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onContinue}
      hideCloseButton
      title={t('Registration Success')}
      actions={
        <Button variant="contained" onClick={onContinue} fullWidth>
          {t('Continue to login')}
        </Button>
      }
    >
      <Stack alignItems="center" spacing={2} sx={{ textAlign: 'center', pt: 1 }}>
        <MarkEmailReadOutlinedIcon color="success" sx={{ fontSize: 56 }} />
        <Typography color="text.secondary">{t('We have sent you a link to verify your email account')}</Typography>
      </Stack>
    </AppDialog>
  );
}
