import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// An illustration of a live reverse auction as buyers see it: fictional vendors and prices,
// written in the product's money format (docs/rules/realtime-and-platform.md#money).
const RANKING = [
  { rank: 1, vendor: 'PT Sinar Jaya', price: '1,186,500,000.00 IDR', saving: '8.7%' },
  { rank: 2, vendor: 'CV Karya Abadi', price: '1,204,000,000.00 IDR', saving: '7.4%' },
  { rank: 3, vendor: 'PT Nusa Teknik', price: '1,239,900,000.00 IDR', saving: '4.6%' },
] as const;

/** The hero's picture of the product: a ranking that looks like the real auction room. */
export function AuctionPreviewCard() {
  return (
    <Paper
      aria-hidden
      elevation={0}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        color: 'text.primary',
        boxShadow: '0 24px 60px -20px rgba(2,6,23,0.55), 0 2px 6px rgba(2,6,23,0.12)',
        userSelect: 'none',
      }}
    >
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={1}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            Lelang Terbalik · Real-time
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: { xs: 15, sm: 16 } }} noWrap>
            Pengadaan Laptop Kantor
          </Typography>
        </Box>
        <Chip
          size="small"
          label="LIVE"
          sx={{ bgcolor: '#fee2e2', color: '#b91c1c', fontWeight: 800, letterSpacing: '0.06em', '&::before': liveDot }}
        />
      </Stack>

      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Metric icon={<TimerOutlinedIcon fontSize="small" />} caption="Sisa waktu" value="00:04:32" />
        <Metric icon={<TrendingDownIcon fontSize="small" />} caption="Penghematan" value="8.7%" accent />
      </Stack>

      <Stack spacing={1} sx={{ mt: 2 }}>
        {RANKING.map((row) => (
          <Stack
            key={row.rank}
            direction="row"
            alignItems="center"
            spacing={{ xs: 1, sm: 1.5 }}
            sx={{
              px: { xs: 1.25, sm: 1.5 },
              py: 1.1,
              borderRadius: 2,
              border: 1,
              borderColor: row.rank === 1 ? '#bbf7d0' : 'divider',
              bgcolor: row.rank === 1 ? '#f0fdf4' : 'background.paper',
            }}
          >
            <Box
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                fontWeight: 700,
                fontSize: 13,
                bgcolor: row.rank === 1 ? '#16a34a' : '#e2e8f0',
                color: row.rank === 1 ? '#fff' : 'text.secondary',
              }}
            >
              {row.rank === 1 ? <EmojiEventsOutlinedIcon sx={{ fontSize: 16 }} /> : row.rank}
            </Box>
            <Typography noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600, fontSize: { xs: 13.5, sm: 14 } }}>
              {row.vendor}
            </Typography>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 700, fontSize: { xs: 12.5, sm: 13 }, fontVariantNumeric: 'tabular-nums' }}>{row.price}</Typography>
              <Typography variant="caption" sx={{ color: '#15803d', fontWeight: 600 }}>
                −{row.saving}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

const liveDot = {
  content: '""',
  width: 7,
  height: 7,
  borderRadius: '50%',
  bgcolor: '#dc2626',
  ml: 1,
  mr: -0.25,
};

function Metric({ icon, caption, value, accent }: { icon: ReactNode; caption: string; value: string; accent?: boolean }) {
  return (
    <Box sx={{ flex: 1, px: 1.5, py: 1.25, borderRadius: 2, bgcolor: accent ? '#eff6ff' : '#f8fafc', border: 1, borderColor: accent ? '#bfdbfe' : 'divider' }}>
      <Stack direction="row" alignItems="center" spacing={0.75} sx={{ color: 'text.secondary' }}>
        {icon}
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {caption}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 800, fontSize: 20, mt: 0.25, fontVariantNumeric: 'tabular-nums', color: accent ? 'primary.main' : 'text.primary' }}>
        {value}
      </Typography>
    </Box>
  );
}
