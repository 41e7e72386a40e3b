import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { OFFER_MSG } from '@procura/domain/auction/bidding/offer.messages';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import type { OlderOffers } from '../../../../api/realtime/use-auction-room';
import { OlderOffersButton } from '../older-offers-button';
import { newestFirst } from './offer-log.rules';
import { RoomCard } from '../room-card';

function OfferLogRow({ offer, currency }: { offer: AuctionOfferLogView; currency: string }) {
  const { t } = useTranslation();
  const greyed = offer.priceDisqualified;
  return (
    <Box
      component="li"
      data-testid="offer-log-row"
      data-sequence={offer.sequence}
      data-you={offer.you ? 'true' : 'false'}
      data-disqualified={greyed ? 'true' : 'false'}
      sx={{
        listStyle: 'none',
        px: 1.5,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: offer.you && !greyed ? 'primary.light' : 'divider',
        // Greyed by its background, its struck price and its chip, not by opacity, which put its text under 4.5:1 (decision 199).
        bgcolor: (theme) => (greyed ? theme.palette.grey[100] : offer.you ? alpha(theme.palette.primary.main, 0.06) : theme.palette.background.paper),
      }}
    >
      <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="space-between">
        <Typography variant="body2" fontWeight={offer.you ? 700 : 500} color={offer.you ? 'primary.main' : 'text.secondary'} noWrap>
          {t(offer.label)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatTime(offer.createdAt)}
        </Typography>
      </Stack>
      <Typography
        variant="body1"
        fontWeight={600}
        sx={{ fontVariantNumeric: 'tabular-nums', textDecoration: greyed ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
      >
        {formatMoney(offer.totalOffer, currency)}
      </Typography>
      {(greyed || (offer.you && offer.priceTooLow) || (offer.you && offer.disqualificationRequested && !greyed) || offer.byProxy) && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
          {greyed && <Chip size="small" label={t('Disqualified')} data-testid="offer-disqualified" />}
          {offer.byProxy && <Chip size="small" color="primary" variant="outlined" label={t('by proxy')} data-testid="offer-by-proxy" />}
          {offer.you && offer.priceTooLow && <Chip size="small" color="warning" label={t(OFFER_MSG.priceTooLow)} data-testid="offer-too-low" />}
          {offer.you && offer.disqualificationRequested && !greyed && !offer.disqualificationDeclined && (
            <Chip size="small" color="info" variant="outlined" label={t('Disqualification requested')} data-testid="offer-disqualification-requested" />
          )}
          {offer.you && offer.disqualificationDeclined && !greyed && (
            <Chip size="small" variant="outlined" label={t('Kept by the buyer: still valid')} data-testid="offer-kept" />
          )}
        </Stack>
      )}
    </Box>
  );
}

/** The offers as they were made, newest first: the vendor's own as '(You)', everyone else's as 'Other Vendor'. */
export function OfferLog({ log, currency, older }: { log: readonly AuctionOfferLogView[]; currency: string; older?: OlderOffers }) {
  const { t } = useTranslation();
  const rows = newestFirst(log);
  return (
    <RoomCard title={t('Offer Log')}>
      <Box data-testid="offer-log" sx={{ maxHeight: { xs: 'none', md: 520 }, overflowY: 'auto' }}>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('No offers yet')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label={t('Offer Log')}>
            {rows.map((offer) => (
              <OfferLogRow key={offer.sequence} offer={offer} currency={currency} />
            ))}
          </Stack>
        )}
        {/* Newest first: the older offers come at the end. */}
        <OlderOffersButton older={older} />
      </Box>
    </RoomCard>
  );
}
