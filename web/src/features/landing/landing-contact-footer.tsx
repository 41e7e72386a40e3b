import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { continueInLandingLanguage } from './landing-language';
import { BrandLogo } from '../../components/brand-logo';
import { LANDING_SECTIONS, sectionLink } from './landing-sections';
import { useSalesEmail } from './use-sales-email';

const MUTED = 'rgba(226,232,240,0.72)';
const linkSx = { color: '#e2e8f0', fontSize: 15, '&:hover': { color: '#fff' } } as const;

/** The contact footer: who we are, the page's links, and how to reach sales. */
export function LandingContactFooter({ onFreeTrial }: { onFreeTrial: () => void }) {
  const salesEmail = useSalesEmail();
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1226', color: '#e2e8f0', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1.3fr' } }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <BrandLogo inverted size={30} />
            <Typography sx={{ mt: 2, color: MUTED, fontSize: 15, lineHeight: 1.65, maxWidth: 380 }}>
              Platform lelang dan negosiasi pengadaan online untuk perusahaan Indonesia: lelang real-time, negosiasi, pemantauan,
              dan laporan resmi.
            </Typography>
          </Box>

          <FooterColumn heading="Halaman" navigation>
            {LANDING_SECTIONS.map((section) => (
              <Link key={section.id} {...sectionLink(section.id)} sx={linkSx}>
                {section.name}
              </Link>
            ))}
            <Link component={RouterLink} to="/buyer-login" onClick={continueInLandingLanguage} sx={linkSx}>
              Masuk
            </Link>
            <Link component={RouterLink} to="/register" onClick={continueInLandingLanguage} sx={linkSx}>
              Daftar
            </Link>
          </FooterColumn>

          <FooterColumn heading="Hubungi Kami">
            {salesEmail && (
              <Stack direction="row" spacing={1.25} alignItems="center">
                <MailOutlineIcon sx={{ fontSize: 20, color: '#93c5fd' }} />
                <Link href={`mailto:${salesEmail}`} sx={{ ...linkSx, wordBreak: 'break-all' }}>
                  {salesEmail}
                </Link>
              </Stack>
            )}
            <Stack direction="row" spacing={1.25} alignItems="center">
              <SupportAgentOutlinedIcon sx={{ fontSize: 20, color: '#93c5fd' }} />
              <Link component="button" type="button" onClick={onFreeTrial} sx={{ ...linkSx, textAlign: 'left' }}>
                Minta demo atau uji coba gratis
              </Link>
            </Stack>
            <Typography sx={{ color: MUTED, fontSize: 14, lineHeight: 1.6 }}>
              Tim sales kami siap membantu demo, uji coba, dan penagihan per pengguna per bulan.
            </Typography>
          </FooterColumn>
        </Box>

        <Box
          sx={{
            mt: { xs: 5, md: 7 },
            pt: 3,
            borderTop: '1px solid rgba(148,163,184,0.2)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1,
            color: MUTED,
            fontSize: 13.5,
          }}
        >
          <span>© {new Date().getFullYear()} Procura Auction. Hak cipta dilindungi.</span>
          <span>Browser yang disarankan: Chrome atau Firefox versi terbaru.</span>
        </Box>
      </Container>
    </Box>
  );
}

function FooterColumn({ heading, navigation, children }: { heading: string; navigation?: boolean; children: ReactNode }) {
  return (
    <Box component={navigation ? 'nav' : 'div'} aria-label={navigation ? heading : undefined}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 14, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#fff', mb: 2 }}>
        {heading}
      </Typography>
      <Stack spacing={1.5} alignItems="flex-start">
        {children}
      </Stack>
    </Box>
  );
}
