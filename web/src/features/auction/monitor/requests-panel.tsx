import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';

interface RequestsPanelProps {
  requests: readonly AuctionOfferLogView[];
  currency: string;
  /** Decisions are taken only while the session is on going. */
  enabled: boolean;
  onDisqualify: (offer: AuctionOfferLogView) => void;
  /** Keep the offer: the request is refused (a ledger entry, the vendor is told) and leaves this panel; the offer stays valid. */
  onKeep: (offer: AuctionOfferLogView) => void;
}

/** Offers whose vendor asked for a disqualification, with the vendor's reason, waiting for the buyer's decision. */
export function RequestsPanel({ requests, currency, enabled, onDisqualify, onKeep }: RequestsPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="requests-title"
      data-testid="requests-panel"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: requests.length ? 'warning.main' : 'divider' }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: requests.length ? 1.5 : 0.5 }}>
        <Typography id="requests-title" variant="subtitle1" component="h2" fontWeight={700}>
          {t('Disqualification Requests')}
        </Typography>
        {requests.length > 0 && <Chip size="small" color="warning" label={requests.length} />}
      </Stack>
      {requests.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('No offer is waiting for a decision.')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {requests.map((offer) => (
            <Stack
              key={offer.sequence}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              alignItems={{ xs: 'stretch', sm: 'center' }}
              sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
              data-testid="request-row"
              data-sequence={offer.sequence}
            >
              <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.25}>
                <Typography variant="body2" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
                  {offer.label} · {formatMoney(offer.totalOffer, currency)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatTime(offer.createdAt)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {offer.disqualifyReason ?? '-'}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ flexShrink: 0 }}>
                <Button size="small" disabled={!enabled} onClick={() => onKeep(offer)} data-testid="keep-offer">
                  {t('Keep')}
                </Button>
                <Button size="small" variant="contained" color="error" disabled={!enabled} onClick={() => onDisqualify(offer)} data-testid="request-disqualify">
                  {t('Disqualify')}
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
