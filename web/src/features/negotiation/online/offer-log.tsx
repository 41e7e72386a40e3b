import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import type { NegotiationViewer } from '@procura/domain/negotiation/negotiation.enums';
import type { NegotiationOfferView } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { newestFirst, OFFER_STATUS_COLORS, OFFER_STATUS_LABELS } from './offer-log.rules';

interface OfferLogProps {
  offers: readonly NegotiationOfferView[];
  currency: string;
  viewer: NegotiationViewer;
  onOpen: (offer: NegotiationOfferView) => void;
}

/** The offer log, newest first: who, status, total and time (24 h); a row opens 'Offer Detail Log'. */
export function OfferLog({ offers, currency, viewer, onOpen }: OfferLogProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="offer-log">
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1.5 }}>
        {t('Offer Log')}
      </Typography>
      {offers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('No records to display')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
          {newestFirst(offers).map((offer) => {
            const mine = offer.from.role === viewer;
            return (
              <Box component="li" key={offer.sequence} sx={{ listStyle: 'none' }}>
                <ButtonBase
                  onClick={() => onOpen(offer)}
                  data-testid="offer-log-row"
                  data-status={offer.status}
                  data-sequence={offer.sequence}
                  sx={{ width: '100%', display: 'block', textAlign: 'left', px: 1.5, py: 1, borderRadius: 1, border: 1, borderColor: mine ? 'primary.light' : 'divider', '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                    <Typography variant="body2" fontWeight={600} noWrap sx={{ minWidth: 0 }}>
                      {offer.from.companyName}
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                        {offer.from.role === 'buyer' ? t('Buyer') : t('Vendor')} · {offer.from.name}
                      </Typography>
                    </Typography>
                    <Chip size="small" color={OFFER_STATUS_COLORS[offer.status]} label={t(OFFER_STATUS_LABELS[offer.status])} />
                  </Stack>
                  <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="space-between" sx={{ mt: 0.5 }}>
                    <Typography variant="body1" fontWeight={600} sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
                      {formatMoney(offer.offer, currency)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {formatDate(offer.createdAt)} {formatTime(offer.createdAt)}
                    </Typography>
                  </Stack>
                </ButtonBase>
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
