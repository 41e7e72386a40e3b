import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { continueInLandingLanguage } from './landing-language';

interface LandingCallToActionProps {
  onFreeTrial: () => void;
  onFreeTrialIntent: () => void;
}

/** The closing invitation above the footer. */
export function LandingCallToAction({ onFreeTrial, onFreeTrialIntent }: LandingCallToActionProps) {
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 7, md: 10 } }}>
      <Box
        sx={{
          px: { xs: 3, md: 7 },
          py: { xs: 5, md: 6 },
          borderRadius: 4,
          color: '#fff',
          background: 'radial-gradient(600px 260px at 90% 0%, rgba(96,165,250,0.45), transparent 70%), linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%)',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box sx={{ maxWidth: 620 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 30 }, lineHeight: 1.2, textWrap: 'balance' }}>
            Siap membuat pengadaan lebih cepat dan transparan?
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.85)', fontSize: { xs: 15.5, md: 17 } }}>
            Ajukan uji coba gratis. Tim sales kami akan menghubungi Anda dan menyiapkan demo untuk perusahaan Anda.
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', md: 'auto' }, flexShrink: 0 }}>
          <Button
            size="large"
            variant="contained"
            onClick={onFreeTrial}
            onMouseEnter={onFreeTrialIntent}
            onFocus={onFreeTrialIntent}
            sx={{ bgcolor: '#fff', color: 'primary.dark', px: 3.5, '&:hover': { bgcolor: '#dbeafe' } }}
          >
            Coba Gratis
          </Button>
          <Button
            size="large"
            variant="outlined"
            component={RouterLink}
            to="/buyer-login"
            onClick={continueInLandingLanguage}
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' } }}
          >
            Masuk
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
