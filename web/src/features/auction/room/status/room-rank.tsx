import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import RemoveIcon from '@mui/icons-material/Remove';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { rankDisplay, trendArrow, type RankDisplay } from './room-rank.rules';

const ARROWS = {
  up: { Icon: ArrowUpwardIcon, color: 'success.main', label: 'Rank went up' },
  down: { Icon: ArrowDownwardIcon, color: 'error.main', label: 'Rank went down' },
  fixed: { Icon: RemoveIcon, color: 'text.disabled', label: 'Rank unchanged' },
} as const;

function Trend({ display }: { display: RankDisplay }) {
  const { t } = useTranslation();
  if (display.kind === 'blank') return null;
  const arrow = ARROWS[trendArrow(display.trend)];
  return <arrow.Icon fontSize="small" sx={{ color: arrow.color }} titleAccess={t(arrow.label)} data-testid="room-rank-trend" data-trend={trendArrow(display.trend)} />;
}

/** '1 of 3' with its trend arrow; blank without an offer, '-' when the vendor has no place. */
export function RankValue({ state, size }: { state: AuctionRoomState; size: 'h4' | 'h5' }) {
  const { t } = useTranslation();
  const display = rankDisplay(state);
  const text = display.kind === 'place' ? t('{{ranking}} of {{total}}', { ranking: display.ranking, total: display.total }) : display.kind === 'dash' ? '-' : '';
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minHeight: size === 'h4' ? 44 : 32 }}>
      <Typography variant={size} component="p" fontWeight={700} noWrap data-testid="room-rank" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}>
        {text}
      </Typography>
      <Trend display={display} />
      {display.kind === 'place' && state.ranks.find((rank) => rank.you)?.winner && (
        <EmojiEventsIcon fontSize="small" sx={{ color: 'warning.main' }} titleAccess={t('Leading')} data-testid="room-rank-trophy" />
      )}
    </Stack>
  );
}

/** Why the rank is blank, before the vendor's first offer (nothing once it has a place or a '-'). */
export function RankHint({ state, align }: { state: AuctionRoomState; align: 'center' | 'right' }) {
  const { t } = useTranslation();
  if (rankDisplay(state).kind !== 'blank') return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" textAlign={align} data-testid="room-rank-hint">
      {t('Your rank shows once you have made an offer.')}
    </Typography>
  );
}

/** The rank block of wide screens: title, value and, before any offer, why it is blank. */
export function RoomRank({ state }: { state: AuctionRoomState }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} alignItems="center">
      <Typography variant="caption" color="text.secondary">
        {t('Your Rank')}
      </Typography>
      <RankValue state={state} size="h4" />
      <RankHint state={state} align="center" />
    </Stack>
  );
}
