import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import { formatMoneyInput, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from './money-input';
import { autoReduceActive, autoReducedOffer, offerHint, offerHintText, referencePrice } from './offer-entry.rules';
import { useAutoReduce } from './use-auto-reduce';
import type { OfferPayload } from './use-offer-submit';

interface TotalOfferEntryProps {
  state: AuctionRoomState;
  disabled: boolean;
  /** The refusal shown under the total until the vendor edits it. */
  error: string | null;
  /** The total or the auto-reduce was edited (the refusal goes). */
  onEdit: () => void;
  onSubmit: (payload: OfferPayload) => void;
}

/**
 * TOTAL_PRICE: the total offer, or an auto-reduce amount that makes it (the reference minus the
 * amount) and disables the total while above 0. The masked text is sent without separators.
 */
export function TotalOfferEntry({ state, disabled, error, onEdit, onSubmit }: TotalOfferEntryProps) {
  const { t } = useTranslation();
  const currency = state.info.currency;
  const [typed, setTyped] = useState('');
  const [autoReduce, setAutoReduce] = useAutoReduce(state.auctionId, state.status);
  const auto = autoReduceActive(autoReduce);
  const autoOffer = auto ? autoReducedOffer(state, autoReduce) : null;
  const shown = auto ? formatMoneyInput(autoOffer) : typed;
  const limit = offerHint(state);
  const hint = limit && isAuctionRunning(state.status) ? t(offerHintText(limit, state.direction), { price: formatMoney(limit.price, currency) }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ totalOffer: (auto ? autoOffer : parseMoneyInput(typed)) ?? shown });
  };

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={submit}>
      <MoneyInput
        label={t('Total Offer')}
        value={shown}
        onChange={setTyped}
        onEdit={onEdit}
        currency={currency}
        disabled={disabled || auto}
        error={error ? t(error) : null}
        helperText={hint}
        inputTestId="offer-total-input"
        errorTestId="offer-error"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'flex-start' }}>
        <MoneyInput
          label={t('Auto Reduce')}
          value={autoReduce}
          onChange={setAutoReduce}
          onEdit={onEdit}
          currency={currency}
          disabled={disabled}
          size="small"
          inputTestId="offer-auto-reduce-input"
          helperText={auto ? t('From {{price}}', { price: formatMoney(referencePrice(state), currency) }) : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={disabled || (auto && autoOffer === null)} data-testid="offer-submit" sx={{ flexShrink: 0, minWidth: 140, height: 40 }}>
          {t('Submit Offer')}
        </Button>
      </Stack>
    </Stack>
  );
}
