import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@procura/domain/common/dates';
import type { NegotiationOfferView, NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { currentPriceRows, initialPriceRows, offerPriceRows, OFFER_STATUS_LABELS } from './offer-log.rules';
import { PriceTable } from './price-table';

export type PriceDialogKind = 'price' | 'initial';

/** 'Price Detail' (where each item stands now) and 'Initial Price' (where it started, with the vendor's last price). */
export function PriceDialog({ kind, state, onClose }: { kind: PriceDialogKind | null; state: NegotiationRoomState; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = kind === 'initial' ? initialPriceRows(state.items) : currentPriceRows(state.items, state.offers);
  return (
    <AppDialog open={kind !== null} maxWidth="lg" title={kind === 'initial' ? t('Initial Price') : t('Price Detail')} onClose={onClose}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {state.procurement.procurementName} · {state.negotiation.vendorName}
      </Typography>
      <PriceTable rows={rows} currency={state.procurement.currency} showLastPrice={kind === 'initial'} />
    </AppDialog>
  );
}

/** 'Offer Detail Log': who sent one offer, when, and its items. */
export function OfferDetailDialog({ offer, state, onClose }: { offer: NegotiationOfferView | null; state: NegotiationRoomState; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={offer !== null} maxWidth="md" title={t('Offer Detail Log')} onClose={onClose}>
      {offer && (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary" data-testid="offer-detail-meta">
            {t(OFFER_STATUS_LABELS[offer.status])} · {offer.from.companyName} ({offer.from.name}) · {formatDateTime(offer.createdAt, { withSeconds: true })}
          </Typography>
          {offer.offerItems.length > 0 ? (
            <PriceTable rows={offerPriceRows(state.items, offer)} currency={state.procurement.currency} />
          ) : (
            <Typography variant="body2">{t('This answer carries no item prices: it answers the latest offer.')}</Typography>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
