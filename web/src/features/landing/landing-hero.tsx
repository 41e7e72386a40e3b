import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuctionPreviewCard } from './auction-preview-card';
import { sectionLink } from './landing-sections';

const HIGHLIGHTS = ['Tanpa instalasi, langsung dari browser', 'Tagihan per pengguna per bulan', 'Demo bersama tim sales kami'] as const;

interface LandingHeroProps {
  onFreeTrial: () => void;
  onFreeTrialIntent: () => void;
}

/** #home: what the product does, for whom, and the free-trial call to action. */
export function LandingHero({ onFreeTrial, onFreeTrialIntent }: LandingHeroProps) {
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="home-heading"
      sx={{
        color: '#fff',
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(900px 420px at 85% 10%, rgba(96,165,250,0.35), transparent 60%), linear-gradient(160deg, #0b1f4d 0%, #1e3a8a 55%, #1d4ed8 100%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          py: { xs: 6, sm: 8, md: 11 },
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              mb: 2.5,
              borderRadius: 999,
              fontSize: 13,
              fontWeight: 600,
              color: '#dbeafe',
              bgcolor: 'rgba(255,255,255,0.1)',
              border: '1px solid rgba(255,255,255,0.18)',
            }}
          >
            Platform e-procurement untuk perusahaan Indonesia
          </Typography>
          <Typography
            id="home-heading"
            variant="h1"
            sx={{ fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.12, textWrap: 'balance', fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.1rem' } }}
          >
            Lelang dan negosiasi pengadaan online yang cepat, transparan, dan hemat
          </Typography>
          <Typography sx={{ mt: 2.5, maxWidth: 560, fontSize: { xs: 16, md: 18 }, lineHeight: 1.6, color: 'rgba(255,255,255,0.85)' }}>
            Undang vendor, jalankan lelang real-time, negosiasikan harga, dan unduh laporan resmi dalam satu platform. Pilih
            vendor terbaik dengan metode least cost system, passing grade, atau merit point.
          </Typography>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
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
              endIcon={<ArrowDownwardIcon />}
              {...sectionLink('benefit')}
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.5)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' } }}
            >
              Lihat keunggulan
            </Button>
          </Stack>

          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
            {HIGHLIGHTS.map((highlight) => (
              <Stack component="li" key={highlight} direction="row" spacing={1} alignItems="center" sx={{ color: 'rgba(255,255,255,0.88)', fontSize: 15 }}>
                <CheckCircleIcon sx={{ fontSize: 18, color: '#86efac' }} />
                <span>{highlight}</span>
              </Stack>
            ))}
          </Stack>
        </Box>

        <Box sx={{ maxWidth: 520, width: '100%', justifySelf: { xs: 'stretch', md: 'end' } }}>
          <AuctionPreviewCard />
        </Box>
      </Container>
    </Box>
  );
}
