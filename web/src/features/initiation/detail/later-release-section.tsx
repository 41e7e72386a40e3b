import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Negotiation and Log Report: their lists arrive with the negotiation and report release. */
export function LaterReleaseSection({ kind }: { kind: 'negotiation' | 'logReport' }) {
  const { t } = useTranslation();
  const text =
    kind === 'negotiation'
      ? t('Negotiations with the vendors of this procurement will be listed here with the negotiation release.')
      : t('Reports of the finished auction sessions will be listed here with the report release.');
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 3, px: 2, bgcolor: 'background.default', borderRadius: 2 }}>
      <InfoOutlinedIcon color="action" />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
