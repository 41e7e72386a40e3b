import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandLogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /** Shows only the mark (collapsed side menu). */
  compact?: boolean;
  size?: number;
}

export const PRODUCT_NAME = 'Procura Auction';

/** The product mark and name. */
export function BrandLogo({ inverted, compact, size = 32 }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
      >
        <rect width="32" height="32" rx="7" fill={inverted ? '#ffffff' : '#1d4ed8'} />
        <path
          d="M10 24V8h7.2c3.6 0 5.8 2 5.8 5.1 0 3.2-2.2 5.2-5.8 5.2H14V24z M14 15h2.9c1.5 0 2.3-.7 2.3-1.9S18.4 11.3 16.9 11.3H14z"
          fill={inverted ? '#1d4ed8' : '#ffffff'}
        />
      </Box>
      {!compact && (
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 750, fontSize: size * 0.56, letterSpacing: '-0.01em', color: inverted ? '#fff' : 'text.primary' }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
