import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { CancelInfo } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { canceledBanner } from './negotiation-batch.rules';

/** 'canceled by {who} at {dd/mm/yyyy HH:MM}' with the reason (docs/rules/negotiation.md#batch-screen); nothing when not canceled. */
export function CanceledBanner({ info }: { info: CancelInfo }) {
  const { t } = useTranslation();
  const banner = canceledBanner(info);
  if (!banner) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="canceled-banner">
      <AlertTitle>{t('Canceled by {{who}} at {{at}}', { who: banner.who, at: banner.at })}</AlertTitle>
      {banner.reason && t('Reason: {{reason}}', { reason: banner.reason })}
    </Alert>
  );
}
