import LinkOffIcon from '@mui/icons-material/LinkOff';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';

/** /vendor-auction/attendance-expired: an invitation link that was used or has expired. */
export function AttendanceExpiredPage() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" justifyContent="center" sx={{ minHeight: '100vh', p: 3, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, maxWidth: 480, textAlign: 'center' }}>
        <Stack alignItems="center" spacing={2}>
          <BrandLogo size={30} />
          <LinkOffIcon color="warning" sx={{ fontSize: 64, mt: 2 }} />
          <Typography variant="h5" component="h1">
            {t('Opps.. this link has been used or expired.')}
          </Typography>
          <Typography color="text.secondary">{t('Please contact the buyer who invited you for a new invitation.')}</Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
