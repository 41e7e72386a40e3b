import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Above every page of an auditor (docs/decisions.md 244): it reads and verifies everything of the company, and changes nothing. */
export function AuditorBanner({ companyName }: { companyName: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="note" data-testid="auditor-banner" sx={{ borderRadius: 0 }}>
      {companyName
        ? t('Read only: you are an auditor of {{company}}. You can read and verify all of its records; nothing can be changed.', { company: companyName })
        : t('Read only: you are an auditor. You can read and verify all of the company’s records; nothing can be changed.')}
    </Alert>
  );
}
