import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface FormDialogActionsProps {
  /** The id of the dialog's form, which the submit button sends. */
  formId: string;
  busy: boolean;
  onCancel: () => void;
  /** English catalogue key of the submit button; 'Save' by default. */
  submitLabel?: string;
}

/** The action row of a form dialog: Cancel, then the submit button of the form; both wait while it saves. */
export function FormDialogActions({ formId, busy, onCancel, submitLabel = 'Save' }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={busy}>
        {t(submitLabel)}
      </Button>
    </>
  );
}
