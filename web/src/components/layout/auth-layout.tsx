import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../brand-logo';
import { LanguageSwitch } from '../language-switch';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Extra content under the card (links, development helpers). */
  footer?: ReactNode;
  children: ReactNode;
  /** A wider card for longer forms (registration). */
  wide?: boolean;
}

const HIGHLIGHTS = [
  'Real-time reverse and forward auctions',
  'Online negotiation with a complete audit trail',
  'Official reports ready to sign',
];

/** The frame of the sign-in, registration and password pages: a brand panel beside a form card. */
export function AuthLayout({ title, subtitle, footer, children, wide }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'linear-gradient(150deg, #1e3a8a 0%, #1d4ed8 55%, #2563eb 100%)',
        }}
      >
        <BrandLogo inverted size={36} />
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 750, lineHeight: 1.25, mb: 2, maxWidth: 420 }}>
            {t('Transparent procurement auctions for Indonesian companies')}
          </Typography>
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            {HIGHLIGHTS.map((text) => (
              <Stack key={text} direction="row" spacing={1.25} alignItems="center">
                <CheckCircleOutlineIcon sx={{ color: '#93c5fd' }} fontSize="small" />
                <Typography sx={{ color: 'rgba(255,255,255,0.9)' }}>{t(text)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)' }}>
          {t('Recommended browsers: the latest Chrome or Firefox.')}
        </Typography>
      </Box>

      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
        <Stack direction="row" alignItems="center" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <BrandLogo size={28} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
        </Stack>
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: 2, py: 3 }}>
          <Box sx={{ width: '100%', maxWidth: wide ? 560 : 440 }}>
            <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4.5 }, boxShadow: '0 10px 30px rgba(15, 23, 42, 0.06)' }}>
              <Typography variant="h5" component="h1" sx={{ mb: subtitle ? 0.75 : 3 }}>
                {title}
              </Typography>
              {subtitle && (
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  {subtitle}
                </Typography>
              )}
              {children}
            </Paper>
            {footer && <Box sx={{ mt: 2.5, textAlign: 'center' }}>{footer}</Box>}
          </Box>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', pb: 2 }}>
          © {new Date().getFullYear()} Procura Auction
        </Typography>
      </Box>
    </Box>
  );
}
