import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// Success dialogs close themselves after 3 s (docs/rules/companies.md#onboarding).
const AUTO_CLOSE_MS = 3000;

/** 'Onboarding Success', which leads to the dashboard by itself after 3 s or at once by its button. */
export function CompanySuccessDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onDone, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, onDone]);
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="onboarding-success-title">
      <DialogContent sx={{ textAlign: 'center', py: 4 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography id="onboarding-success-title" variant="h6" fontWeight={700} gutterBottom>
          {t('Onboarding Success')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(COMPANY_MSG.onboardingSuccess)}
        </Typography>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t('Go to dashboard')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
