import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import { EvaluationMethodsPanel } from './evaluation-methods-panel';
import { LandingSectionHeading } from './landing-section-heading';

interface Feature {
  icon: SvgIconComponent;
  heading: string;
  body: string;
}

const FEATURES: Feature[] = [
  {
    icon: GavelIcon,
    heading: 'Lelang Online',
    body: 'Lelang terbalik (reverse auction) dan lelang maju (forward auction), terbuka atau tertutup, dengan peringkat otomatis dan injury time.',
  },
  {
    icon: HandshakeOutlinedIcon,
    heading: 'Negosiasi',
    body: 'Negosiasikan harga dengan vendor secara online maupun offline. Setiap penawaran dan kesepakatan tercatat rapi.',
  },
  {
    icon: MonitorHeartOutlinedIcon,
    heading: 'Pemantauan Real-time',
    body: 'Pantau sesi lelang dan negosiasi secara langsung: penawaran, peringkat, dan sisa waktu diperbarui seketika.',
  },
  {
    icon: AssessmentOutlinedIcon,
    heading: 'Pelaporan',
    body: 'Unduh laporan lelang dan berita acara negosiasi resmi dalam Bahasa Indonesia begitu sesi selesai.',
  },
];

const PRACTICAL_FACTS: Feature[] = [
  {
    icon: ReceiptLongOutlinedIcon,
    heading: 'Tagihan per pengguna per bulan',
    body: 'Biaya dihitung per pengguna setiap bulan, sehingga mudah disesuaikan dengan ukuran tim pengadaan Anda.',
  },
  {
    icon: SupportAgentOutlinedIcon,
    heading: 'Demo bersama tim sales',
    body: 'Hubungi tim sales kami untuk demo yang disesuaikan dengan proses pengadaan perusahaan Anda.',
  },
  {
    icon: LanguageOutlinedIcon,
    heading: 'Browser yang disarankan',
    body: 'Gunakan Google Chrome atau Mozilla Firefox versi terbaru untuk pengalaman terbaik.',
  },
];

/** #benefit: the four capabilities, the evaluation methods, and billing, demo and browser facts. */
export function LandingBenefits() {
  return (
    <Box component="section" id="benefit" aria-labelledby="benefit-heading" sx={{ bgcolor: '#fff', py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <LandingSectionHeading
          id="benefit-heading"
          eyebrow="Keunggulan"
          heading="Semua tahap pengadaan dalam satu platform"
          intro="Dari undangan vendor sampai laporan akhir, proses pengadaan berjalan online, tercatat, dan mudah diaudit."
        />

        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.heading} feature={feature} />
          ))}
        </Box>

        <EvaluationMethodsPanel />

        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PRACTICAL_FACTS.map(({ icon: Icon, heading, body }) => (
            <Box key={heading} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: { xs: 2.5, md: 3 }, borderRadius: 3, bgcolor: '#f8fafc', border: 1, borderColor: 'divider' }}>
              <Icon sx={{ color: 'primary.main', fontSize: 28, mt: 0.25 }} />
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
                  {heading}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: 15, lineHeight: 1.55 }}>
                  {body}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function FeatureCard({ feature: { icon: Icon, heading, body } }: { feature: Feature }) {
  return (
    <Box
      sx={{
        p: { xs: 3, md: 3.5 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: '#fff',
        transition: 'box-shadow 160ms ease, border-color 160ms ease',
        '&:hover': { borderColor: '#bfdbfe', boxShadow: '0 12px 32px -16px rgba(29,78,216,0.35)' },
      }}
    >
      <Box sx={{ width: 48, height: 48, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: '#eff6ff', color: 'primary.main', mb: 2 }}>
        <Icon />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, fontSize: 15, lineHeight: 1.6 }}>
        {body}
      </Typography>
    </Box>
  );
}
