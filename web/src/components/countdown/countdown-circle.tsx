import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { formatHms, ringPercent, type CountdownColour } from './countdown.rules';
import { ReadTimeButton } from './read-time-button';

/** The spec's countdown circle size (docs/rules/auction.md#timer). */
export const COUNTDOWN_SIZE = 180;

const RING: Record<CountdownColour, (theme: Theme) => string> = {
  grey: (theme) => theme.palette.grey[500],
  green: (theme) => theme.palette.success.main,
  amber: (theme) => theme.palette.warning.main,
  red: (theme) => theme.palette.error.main,
};

interface CountdownCircleProps {
  /** Milliseconds left (from the server's clock). */
  leftMs: number;
  /** The whole span the ring stands for; without it the ring stays full. */
  totalMs?: number;
  colour?: CountdownColour;
  /** English catalogue key already translated by the caller, e.g. 'Start In'. */
  label?: string;
  size?: number;
}

/** A ring with hh:mm:ss inside; grey before the start, the caller's colour while running. */
export function CountdownCircle({ leftMs, totalMs, colour = 'grey', label, size = COUNTDOWN_SIZE }: CountdownCircleProps) {
  const percent = totalMs ? ringPercent(leftMs, totalMs) : 100;
  const text = formatHms(leftMs);
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }} role="timer" aria-label={label ? `${label} ${text}` : text}>
      {/* The rings only draw the time the text already says: hidden from assistive technology. */}
      <CircularProgress aria-hidden variant="determinate" value={100} size={size} thickness={3} sx={{ position: 'absolute', color: (theme) => theme.palette.grey[200] }} />
      <CircularProgress aria-hidden variant="determinate" value={percent} size={size} thickness={3} sx={{ position: 'absolute', color: RING[colour] }} />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
        {label && (
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        )}
        <Typography variant="h5" component="p" fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="countdown-text">
          {text}
        </Typography>
      </Box>
      <ReadTimeButton spoken={label ? `${label} ${text}` : text} />
    </Box>
  );
}
