import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useClockSkewWarning } from './use-server-clock';

export const CLOCK_WARNING =
  "Our system detected that your local computer date & time seems to haven't been set correctly, or you have set it manually. Please make sure to set the date & time by configure it as automatically.";

/** The spec's warning when the local clock differs from the server's. */
export function ClockWarningBanner() {
  const { t } = useTranslation();
  const show = useClockSkewWarning();
  if (!show) return null;
  return (
    <Alert severity="warning" variant="filled" sx={{ borderRadius: 0 }} role="alert">
      {t(CLOCK_WARNING)}
    </Alert>
  );
}
