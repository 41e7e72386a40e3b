import GavelIcon from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand-logo';
import { vendorBannerCompact, vendorBannerTopic } from './shell-visibility.rules';

const BANNER_TEXT = {
  auction: 'Confirm your attendance, submit your best offers and follow the auction live.',
  negotiation: 'Send your offers, answer the buyer and follow the negotiation live.',
} as const;

/**
 * The product banner under the vendor top bar, speaking of the negotiation on its pages. In a live room
 * it is one short line on a phone (about 40 px instead of a fifth of the screen), whole from 600 px.
 */
export function VendorBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const compact = vendorBannerCompact(pathname);
  return (
    <Box
      data-testid="vendor-banner"
      sx={{ background: 'linear-gradient(90deg, #1e3a8a 0%, #1d4ed8 60%, #2563eb 100%)', color: '#fff', px: { xs: 2, sm: 4 }, py: compact ? { xs: 0.75, sm: 2.25 } : 2.25 }}
    >
      <Stack direction="row" spacing={compact ? { xs: 1, sm: 2 } : 2} alignItems="center" sx={{ maxWidth: 1280, mx: 'auto' }}>
        <GavelIcon sx={{ fontSize: compact ? { xs: 20, sm: 36 } : 36, opacity: 0.9 }} />
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 750, lineHeight: 1.2, fontSize: compact ? { xs: '0.95rem', sm: undefined } : undefined }}>
            {PRODUCT_NAME} · {t('Vendor Portal')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.85)', display: compact ? { xs: 'none', sm: 'block' } : 'block' }}>
            {t(BANNER_TEXT[vendorBannerTopic(pathname)])}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
