import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { AttendanceSection } from './attendance-section';
import { ATTENDANCE_TERMS } from './terms-text';

function TermsList() {
  const { t } = useTranslation();
  return (
    <ol style={{ margin: 0, paddingLeft: 20 }}>
      {ATTENDANCE_TERMS.map((clause) => (
        <Typography component="li" variant="body2" key={clause.text} sx={{ mb: 1 }}>
          {t(clause.text)}
        </Typography>
      ))}
    </ol>
  );
}

interface TermsSectionProps {
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** False once answered (or closed): the box is shown, not changed. */
  editable: boolean;
}

/** Terms and Conditions, readable here and in a modal, with the box that enables Attend. */
export function TermsSection({ accepted, onAcceptedChange, editable }: TermsSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AttendanceSection
      title={t('Terms and Conditions')}
      action={
        <Button size="small" onClick={() => setOpen(true)}>
          {t('Read in a window')}
        </Button>
      }
    >
      <TermsList />
      {editable && (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={accepted} onChange={(event) => onAcceptedChange(event.target.checked)} />}
          label={t('I have read and agree to the terms and conditions')}
        />
      )}
      <AppDialog
        open={open}
        maxWidth="sm"
        title={t('Terms and Conditions')}
        onClose={() => setOpen(false)}
        actions={
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('Close')}
          </Button>
        }
      >
        <TermsList />
      </AppDialog>
    </AttendanceSection>
  );
}
