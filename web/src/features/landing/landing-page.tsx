import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { ensureIndonesianCatalogue } from '../../i18n/indonesian-catalogue';

const FEATURES = [
  { icon: GavelIcon, title: 'Online auction', text: 'Reverse and forward auctions in real time, with injury time and automatic ranking.' },
  { icon: HandshakeOutlinedIcon, title: 'Online negotiation', text: 'Negotiate prices with vendors online and record every offer and deal.' },
  { icon: InsightsOutlinedIcon, title: 'Monitoring and reports', text: 'Follow every session live and download official reports when it is done.' },
] as const;

ensureIndonesianCatalogue();

/** `/`: the public landing page, in Indonesian as the spec describes (a later release completes it). */
export function LandingPage() {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT('id');
  return (
    <Box id="home" sx={{ minHeight: '100vh', bgcolor: 'background.default' }} lang="id">
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: '#fff' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', py: 1.75 }}>
          <BrandLogo size={32} />
          <Box sx={{ flexGrow: 1 }} />
          <Button component={RouterLink} to="/buyer-login" variant="contained" startIcon={<LoginIcon />}>
            {t('Login')}
          </Button>
        </Container>
      </Box>

      <Box sx={{ background: 'linear-gradient(150deg, #1e3a8a 0%, #1d4ed8 60%, #2563eb 100%)', color: '#fff' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
          <Typography variant="overline" sx={{ color: '#bfdbfe', fontWeight: 700, letterSpacing: '0.12em' }}>
            {t('Procurement auctions for Indonesian companies')}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, maxWidth: 760, mt: 1, mb: 2.5, fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('Faster, transparent procurement with online auctions and negotiations')}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.88)', maxWidth: 640, fontSize: 18, mb: 4 }}>
            {t('Invite vendors, run real-time auctions, negotiate prices and produce official reports in one place. Evaluate with least cost system, passing grade or merit point.')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/buyer-login" size="large" variant="contained" sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#e0e7ff' } }}>
              {t('Login')}
            </Button>
            <Button component={RouterLink} to="/register" size="large" variant="outlined" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)' }}>
              {t('Register Now')}
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container id="benefit" maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper key={title} variant="outlined" sx={{ p: 3.5 }}>
              <Icon color="primary" sx={{ fontSize: 36, mb: 1.5 }} />
              <Typography variant="h6" component="h2" gutterBottom>
                {t(title)}
              </Typography>
              <Typography color="text.secondary">{t(text)}</Typography>
            </Paper>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
          {t('Recommended browsers: the latest Chrome or Firefox.')}
        </Typography>
      </Container>
    </Box>
  );
}
