import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import { OFFER_MSG } from '@procura/domain/auction/bidding/offer.messages';
import { formatMoney } from '@procura/domain/common/money/money';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionRoom } from '../../../../api/realtime/use-auction-room';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { notify } from '../../../../components/notify';
import { DisqualificationRequest } from './disqualification-request';
import { ItemOfferEntry } from './item-offer-entry';
import { clientOfferErrors } from './offer-entry.rules';
import { disqualificationTarget, latestRequestDecision, ownLatestValidOffer, REQUEST_DECISION_TEXT } from './offer-log.rules';
import { totalAfterOffer } from './offer-items.rules';
import { RoomCard } from '../room-card';
import { SlipConfirmDialog } from '../slip/slip-confirm-dialog';
import { TotalOfferEntry } from './total-offer-entry';
import { useOfferSubmit, type OfferPayload } from './use-offer-submit';
import { useRefocusEntry } from './use-refocus-entry';

/** What the confirmation names: the total, or the vendor's total once the items are in. */
function confirmedAmount(payload: OfferPayload, items: Parameters<typeof totalAfterOffer>[0]): string | null {
  if (payload.totalOffer) return payload.totalOffer;
  const inputs = Object.fromEntries((payload.offerItems ?? []).map((item) => [item.auctionItemId, item.unitOffer]));
  return totalAfterOffer(items, inputs);
}

function PriceFact({ label, value, currency, testId }: { label: string; value: string | null; currency: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        {label}
      </Typography>
      <Typography fontWeight={700} data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums', fontSize: { xs: 13, sm: 16 }, whiteSpace: { sm: 'nowrap' }, overflowWrap: 'anywhere' }}>
        {value ? formatMoney(value, currency) : '-'}
      </Typography>
    </Box>
  );
}

/**
 * The offer entry: the leading and own prices, the entry for the bidding type, the 'Are you sure?'
 * confirmation, the send (one key per attempt, refusals kept on their fields until edited) and the
 * disqualification request.
 */
export function OfferEntryPanel({ room }: { room: AuctionRoom & { state: NonNullable<AuctionRoom['state']> } }) {
  const { t } = useTranslation();
  const { state } = room;
  const currency = state.info.currency;
  const [slip, setSlip] = useState<{ payload: OfferPayload; msg: string } | null>(null);
  const submitter = useOfferSubmit(room.makeOffer, { onSlip: (payload, msg) => setSlip({ payload, msg }) });
  const [pending, setPending] = useState<OfferPayload | null>(null);
  // A new entry after each accepted offer (the typed prices are cleared; auto-reduce is kept).
  const [entryKey, setEntryKey] = useState(0);
  const onGoing = isAuctionRunning(state.status);
  const paused = state.pausedAt !== null;
  const disabled = !onGoing || paused || submitter.busy || !room.connected;
  const entryHolder = useRefocusEntry(entryKey, disabled);
  const lastOwn = ownLatestValidOffer(state.offerLog);
  const target = disqualificationTarget(state);
  const decision = latestRequestDecision(state.offerLog);

  const request = (payload: OfferPayload) => {
    const errors = clientOfferErrors(state, payload);
    if (errors.length) submitter.refuse(payload, errors);
    else {
      submitter.clearErrors();
      setPending(payload);
    }
  };
  const received = (accepted: MakeOfferResult) => {
    setEntryKey((key) => key + 1);
    notify(accepted.offer.priceTooLow ? OFFER_MSG.priceTooLow : 'Your offer has been received', accepted.offer.priceTooLow ? 'warning' : 'success');
  };
  const confirm = async () => {
    if (!pending) return;
    const accepted = await submitter.send(pending);
    setPending(null);
    if (accepted) received(accepted);
  };
  // The slip's second confirmation: the same offer again with confirmSlip (a new attempt, a new key).
  const confirmSlip = async () => {
    if (!slip) return;
    const accepted = await submitter.send({ ...slip.payload, confirmSlip: true });
    setSlip(null);
    if (accepted) received(accepted);
  };
  const amount = pending ? confirmedAmount(pending, state.items) : null;
  const unit = state.biddingType !== 'TOTAL_PRICE';

  return (
    <RoomCard title={t('Your Offer')} testId="offer-entry">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(auto-fit, minmax(140px, 1fr))', sm: 'repeat(2, max-content)' }, columnGap: { xs: 1.5, sm: 3 }, rowGap: 0.5, mb: 1.5 }}>
        {state.auctionType === 'OPEN' && !unit && <PriceFact label={t('Leading Price')} value={state.leadingPrice} currency={currency} testId="room-leading-price" />}
        <PriceFact label={t('Your Last Offer')} value={state.you?.lastOffer ?? null} currency={currency} testId="room-last-offer" />
      </Box>
      {lastOwn?.priceTooLow && (
        <Alert severity="warning" sx={{ mb: 1.5, py: 0 }}>
          {t(OFFER_MSG.priceTooLow)}
        </Alert>
      )}
      <Box ref={entryHolder}>
        {unit ? (
          <ItemOfferEntry key={entryKey} state={state} disabled={disabled} errors={submitter.errors} onEdit={submitter.edited} onSubmit={request} />
        ) : (
          <TotalOfferEntry key={entryKey} state={state} disabled={disabled} error={submitter.errors.entry} onEdit={() => submitter.edited()} onSubmit={request} />
        )}
      </Box>
      {target && (
        <Box sx={{ mt: 1.5 }}>
          <DisqualificationRequest target={target} currency={currency} requestDisqualification={room.requestDisqualification} />
        </Box>
      )}
      {/* A note: the room's announcer says the buyer's decision once when it comes (decision 200). */}
      {decision && (
        <Alert severity={decision.outcome === 'disqualified' ? 'warning' : 'info'} role="note" sx={{ mt: 1.5, py: 0 }} data-testid="request-decision">
          {t(REQUEST_DECISION_TEXT[decision.outcome], { amount: formatMoney(decision.offer.totalOffer, currency) })}
        </Alert>
      )}
      {/* A note, not an alert: the room's announcer already says the pause once (decision 200). */}
      {paused && (
        <Alert severity="warning" role="note" sx={{ mt: 1.5, py: 0 }} data-testid="offer-paused">
          {t('Offers wait while the session is paused.')}
        </Alert>
      )}
      <SlipConfirmDialog
        open={slip !== null}
        offer={slip ? confirmedAmount(slip.payload, state.items) : null}
        reference={state.leadingPrice ?? state.you?.lastOffer ?? null}
        currency={currency}
        direction={state.direction}
        message={slip?.msg ?? null}
        busy={submitter.busy}
        onConfirm={() => void confirmSlip()}
        onCancel={() => setSlip(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t(AUCTION_MSG.areYouSure)}
        message={
          <>
            {amount && (
              <Typography component="span" display="block" fontWeight={700} color="text.primary" sx={{ mb: 1 }}>
                {formatMoney(amount, currency)}
              </Typography>
            )}
            {t(AUCTION_MSG.offerConfirmation)}
          </>
        }
        confirmLabel={t('Yes')}
        cancelLabel={t('No')}
        busy={submitter.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </RoomCard>
  );
}
