import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import type { BubbleMarks } from './offer-log.rules';

interface OfferBubbleProps {
  offer: AuctionOfferLogView;
  marks: BubbleMarks;
  currency: string;
  colour: string;
  /** The Disqualify button: absent on the read-only result, disabled unless the session is on going. */
  disqualify?: { enabled: boolean; onClick: () => void };
}

const initials = (name: string) =>
  name
    .replace(/^(PT|CV|UD|TBK)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** One offer as a chat bubble: the vendor, the amount and time, and its marks. */
export function OfferBubble({ offer, marks, currency, colour, disqualify }: OfferBubbleProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.25} alignItems="flex-start" data-testid="monitor-offer" data-sequence={offer.sequence} data-disqualified={marks.disqualified || undefined}>
      {/* A disqualified offer is greyed by colour, never by opacity, which put its text under 4.5:1 (decision 199). */}
      <Avatar sx={{ bgcolor: marks.disqualified ? 'grey.600' : colour, width: 34, height: 34, fontSize: 13, fontWeight: 700, mt: 0.25 }} aria-hidden>
        {initials(offer.label) || '?'}
      </Avatar>
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: 1.75,
          py: 1.25,
          borderRadius: 2.5,
          borderTopLeftRadius: 4,
          bgcolor: (theme) => (marks.disqualified ? theme.palette.action.hover : marks.leading ? alpha(theme.palette.success.main, 0.07) : theme.palette.grey[50]),
          border: 1,
          borderColor: marks.leading ? 'success.light' : 'divider',
        }}
      >
        <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="space-between">
          <Typography variant="body2" fontWeight={700} sx={{ overflowWrap: 'anywhere', color: marks.disqualified ? 'text.secondary' : colour }}>
            {offer.label}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
            {formatTime(offer.createdAt)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 0.25 }}>
          <Typography
            variant="subtitle1"
            component="p"
            fontWeight={700}
            sx={{ fontVariantNumeric: 'tabular-nums', textDecoration: marks.disqualified ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
            data-testid="monitor-offer-amount"
          >
            {formatMoney(offer.totalOffer, currency)}
          </Typography>
          {marks.leading && (
            <Tooltip title={t('Leading offer')}>
              <EmojiEventsIcon fontSize="small" sx={{ color: '#f9a825' }} titleAccess={t('Leading offer')} data-testid="offer-trophy" />
            </Tooltip>
          )}
          {marks.reachesEstimate && (
            <Tooltip title={t('Reaches the estimated total')}>
              <FlagIcon fontSize="small" color="error" titleAccess={t('Reaches the estimated total')} data-testid="offer-flag" />
            </Tooltip>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {disqualify && !marks.disqualified && (
            <Button size="small" color="error" variant="text" disabled={!disqualify.enabled} onClick={disqualify.onClick} data-testid="disqualify-offer" sx={{ py: 0 }}>
              {t('Disqualify')}
            </Button>
          )}
        </Stack>
        {(marks.tooLow || marks.requested || marks.kept || marks.disqualified || offer.byProxy) && (
          <Stack spacing={0.5} sx={{ mt: 0.75 }} alignItems="flex-start">
            {offer.byProxy && <Chip size="small" color="primary" variant="outlined" label={t('by proxy')} data-testid="offer-by-proxy" />}
            {marks.tooLow && <Chip size="small" color="warning" variant="outlined" label={t('Price too low')} />}
            {marks.requested && (
              <Typography variant="caption" color="warning.dark" sx={{ overflowWrap: 'anywhere' }} data-testid="offer-request-mark">
                <strong>{t('Disqualification requested')}</strong>
                {offer.disqualifyReason ? `: ${offer.disqualifyReason}` : ''}
              </Typography>
            )}
            {marks.kept && (
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="offer-kept-mark">
                <strong>{t('Kept after the vendor asked to disqualify it')}</strong>
                {offer.disqualifyReason ? `: ${offer.disqualifyReason}` : ''}
              </Typography>
            )}
            {marks.disqualified && (
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="offer-disqualified">
                <Chip size="small" label={t('Disqualified')} sx={{ mr: 0.75, height: 20 }} />
                {offer.disqualifyReason ?? ''}
              </Typography>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
