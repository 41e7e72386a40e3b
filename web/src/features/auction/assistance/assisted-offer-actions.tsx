import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssistanceView } from '@procura/domain/auction/assistance/assistance.schemas';
import { OFFER_MSG } from '@procura/domain/auction/bidding/offer.messages';
import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { FormDialogActions } from '../../../components/dialogs/form-dialog-actions';
import { announce } from '../../../components/live-announcer';
import { formErrorsOf } from '../objections/objections.rules';
import { MoneyInput } from '../room/offers/money-input';
import { attemptFor, type OfferAttempt } from '../room/offers/offer-attempt.rules';
import { SlipConfirmDialog } from '../room/slip/slip-confirm-dialog';
import { CONFIRM_SLIP_PARAM } from '../room/slip/slip.rules';
import { useConfirmAssistedOffer, usePlaceAssistedOffer } from './assistance.api';
import { placementSignature } from './assistance.rules';

// The buyer's actions on one request for help (docs/rules/auction-bidding.md#assisted-offers).

export interface AssistedVendor {
  procurementVendorId: string;
  vendorName: string;
}

type AssistedOffer = NonNullable<AssistanceView['offer']>;

const PLACE_FIELDS = ['totalOffer'] as const;

interface PlaceOfferProps {
  auctionId: string;
  vendor: AssistedVendor;
  currency: string;
  direction: PriceDirection;
  onGeneralErrors: (messages: string[]) => void;
}

/**
 * Place offer: the total in a dialog, confirmed first; judged by the offer rules at once (a refusal
 * stays under the total), the slip guard asked again as the vendor's own panel does. One idempotency
 * key per attempt, kept until the server accepts it, so a retry after no answer is recorded once.
 */
export function PlaceOffer({ auctionId, vendor, currency, direction, onGeneralErrors }: PlaceOfferProps) {
  const { t } = useTranslation();
  const place = usePlaceAssistedOffer(auctionId);
  const formId = useId();
  const attempt = useRef<OfferAttempt | null>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The total awaiting the confirmation, and the one the slip guard asks about again.
  const [pending, setPending] = useState<string | null>(null);
  const [slip, setSlip] = useState<{ totalOffer: string; msg: string } | null>(null);

  const close = () => {
    setOpen(false);
    setPending(null);
    setSlip(null);
    setTyped('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseMoneyInput(typed);
    if (amount === null) {
      setError(typed.trim() === '' ? OFFER_MSG.totalOfferRequired : OFFER_MSG.amountInvalid);
      return;
    }
    setError(null);
    onGeneralErrors([]);
    setPending(amount);
  };

  const send = async (totalOffer: string, confirmSlip: boolean) => {
    const current = attemptFor(attempt.current, placementSignature(vendor.procurementVendorId, totalOffer, confirmSlip), () => crypto.randomUUID());
    attempt.current = current;
    try {
      await place.mutateAsync({ procurementVendorId: vendor.procurementVendorId, totalOffer, idempotencyKey: current.idempotencyKey, ...(confirmSlip ? { confirmSlip: true } : {}) });
      attempt.current = null;
      close();
      announce(t('The offer has been placed. A second member of your committee must confirm it.'), 'assistance');
    } catch (failure) {
      setPending(null);
      setSlip(null);
      const slipRefusal = isApiError(failure) ? failure.errors.find((one) => one.param === CONFIRM_SLIP_PARAM) : undefined;
      if (slipRefusal && !confirmSlip) {
        // Answered: the confirmed resend is a new attempt with a new key.
        attempt.current = null;
        setSlip({ totalOffer, msg: slipRefusal.msg });
        return;
      }
      const { fields, general } = formErrorsOf(failure, PLACE_FIELDS);
      if (fields[0]) setError(fields[0].msg);
      else setOpen(false);
      onGeneralErrors(general);
    }
  };

  const amount = pending ? formatMoney(pending, currency) : '';
  return (
    <>
      <Box>
        <Button variant="contained" onClick={() => setOpen(true)} data-testid="assisted-offer-place">
          {t('Place offer')}
        </Button>
      </Box>
      <AppDialog
        open={open}
        maxWidth="sm"
        title={t('Place offer')}
        onClose={close}
        actions={<FormDialogActions formId={formId} busy={place.isPending} onCancel={close} submitLabel="Place offer" />}
      >
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={submit} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t("For {{vendor}}. The offer is judged by the session's rules now, and again when it is confirmed.", { vendor: vendor.vendorName })}
          </Typography>
          <MoneyInput
            label={t('Total offer')}
            value={typed}
            onChange={setTyped}
            onEdit={() => setError(null)}
            currency={currency}
            error={error ? t(error) : null}
            inputTestId="assisted-offer-total-input"
            errorTestId="assisted-offer-error"
          />
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={pending !== null}
        title={t('Place this offer?')}
        message={t('Place {{amount}} for {{vendor}}? It counts only when a second member of your committee confirms it.', { amount, vendor: vendor.vendorName })}
        confirmLabel={t('Yes, place it')}
        busy={place.isPending}
        onConfirm={() => {
          if (pending !== null) void send(pending, false);
        }}
        onCancel={() => setPending(null)}
      />
      <SlipConfirmDialog
        open={slip !== null}
        offer={slip?.totalOffer ?? null}
        reference={null}
        currency={currency}
        direction={direction}
        message={slip?.msg ?? null}
        busy={place.isPending}
        onConfirm={() => {
          if (slip) void send(slip.totalOffer, true);
        }}
        onCancel={() => setSlip(null)}
      />
    </>
  );
}

interface PendingOfferProps {
  auctionId: string;
  vendor: AssistedVendor;
  offer: AssistedOffer;
  currency: string;
  /** Placed by the signed-in account: a second member must confirm it. */
  mine: boolean;
  onGeneralErrors: (messages: string[]) => void;
}

/** An offer placed and not yet confirmed: its amount and Confirm offer, disabled for the account that placed it. */
export function PendingOffer({ auctionId, vendor, offer, currency, mine, onGeneralErrors }: PendingOfferProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const confirm = useConfirmAssistedOffer(auctionId);
  const [asking, setAsking] = useState(false);
  const amount = formatMoney(offer.totalOffer, currency);

  const send = async () => {
    onGeneralErrors([]);
    try {
      await confirm.mutateAsync(offer.assistedOfferId);
      announce(t("The offer has been confirmed and counts as the vendor's offer."), 'assistance');
    } catch (failure) {
      onGeneralErrors(formErrorsOf(failure, []).general);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="assisted-offer-amount">
        <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {t('Assisted offer: {{amount}}', { amount })}
        </Box>
        {' · '}
        {t('Placed {{time}}', { time: formatDateTime(offer.placedAt, { withSeconds: true }) })}
      </Typography>
      <Box>
        <Button variant="contained" disabled={mine} aria-describedby={mine ? hintId : undefined} onClick={() => setAsking(true)} data-testid="assisted-offer-confirm">
          {t('Confirm offer')}
        </Button>
      </Box>
      {mine && (
        <Typography id={hintId} variant="body2" color="text.secondary" data-testid="assisted-offer-second-member">
          {t('A second member of your committee must confirm this offer')}
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        title={t('Confirm this offer?')}
        message={t("Confirm {{amount}} for {{vendor}}? It is judged now by the session's rules and counts as the vendor's offer.", { amount, vendor: vendor.vendorName })}
        confirmLabel={t('Yes, confirm it')}
        busy={confirm.isPending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/** A confirmed offer: its amount and when it was confirmed. */
export function ConfirmedOffer({ offer, currency }: { offer: AssistedOffer; currency: string }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" data-testid="assisted-offer-amount">
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {t('Assisted offer: {{amount}}', { amount: formatMoney(offer.totalOffer, currency) })}
      </Box>
      {' · '}
      {t('Confirmed {{time}}', { time: offer.confirmedAt ? formatDateTime(offer.confirmedAt, { withSeconds: true }) : '' })}
    </Typography>
  );
}
