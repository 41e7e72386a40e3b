import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface FormDialogActionsProps {
  /** The id of the dialog's form, which the submit button sends; or `onSubmit` for a dialog without a form. */
  formId?: string;
  onSubmit?: () => void;
  busy: boolean;
  onCancel: () => void;
  /** English catalogue key of the submit button; 'Save' by default. */
  submitLabel?: string;
  /** Nothing can be changed: a single Close button. */
  readOnly?: boolean;
}

/** The action row of a form dialog: Cancel, then submit (both wait while it saves); Close when read-only. */
export function FormDialogActions({ formId, onSubmit, busy, onCancel, submitLabel = 'Save', readOnly }: FormDialogActionsProps) {
  const { t } = useTranslation();
  if (readOnly) return <Button onClick={onCancel}>{t('Close')}</Button>;
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
      <Button type={formId ? 'submit' : 'button'} form={formId} onClick={onSubmit} variant="contained" loading={busy}>
        {t(submitLabel)}
      </Button>
    </>
  );
}
