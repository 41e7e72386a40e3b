import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Negotiation: its list arrives with the negotiation release. */
export function LaterReleaseSection() {
  const { t } = useTranslation();
  const text = t('Negotiations with the vendors of this procurement will be listed here with the negotiation release.');
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 3, px: 2, bgcolor: 'background.default', borderRadius: 2 }}>
      <InfoOutlinedIcon color="action" />
      <Typography color="text.secondary">{text}</Typography>
    </Stack>
  );
}
