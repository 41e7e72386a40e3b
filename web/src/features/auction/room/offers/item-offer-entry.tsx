import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AuctionItemView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from './money-input';
import type { OfferFieldErrors } from './offer-field-errors.rules';
import { byUnitItemMessage, itemSubtotal, offerItemsFrom, totalAfterOffer, type UnitInputs } from './offer-items.rules';
import type { OfferPayload } from './use-offer-submit';

interface ItemOfferEntryProps {
  state: AuctionRoomState;
  disabled: boolean;
  /** The refusals, each under its item or under the table, until the vendor edits them. */
  errors: OfferFieldErrors;
  /** An item's unit price was typed (its refusal goes). */
  onEdit: (auctionItemId: string) => void;
  onSubmit: (payload: OfferPayload) => void;
}

const money = (value: string | null, currency: string) => (value === null ? '-' : formatMoney(value, currency));

interface ItemRowProps {
  item: AuctionItemView;
  state: AuctionRoomState;
  value: string;
  onChange: (value: string) => void;
  onEdit: () => void;
  /** The refusal of this item's last sent price, until it is edited. */
  refusal: string | undefined;
  disabled: boolean;
}

/** The prices an item's offer is judged against, one per line: leading, own last, bid item price (by unit) and own place (unit price). */
function ItemPriceFacts({ item, state }: { item: AuctionItemView; state: AuctionRoomState }) {
  const { t } = useTranslation();
  const currency = state.info.currency;
  const byUnit = state.biddingType === 'TOTAL_PRICE_BY_UNIT';
  const facts = [
    { label: t('Leading'), value: money(item.leadingUnitPrice, currency) },
    { label: t('Yours'), value: money(item.yourUnitOffer, currency) },
    ...(byUnit ? [{ label: t('Bid Item Price'), value: money(item.bidItemPrice, currency) }] : []),
    ...(!byUnit && item.yourRanking !== null ? [{ label: t('Your Rank'), value: String(item.yourRanking) }] : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1, rowGap: 0.25, justifyContent: 'start' }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="caption" fontWeight={600} sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ItemPriceInput({ item, state, value, onChange, onEdit, refusal, disabled }: ItemRowProps) {
  const { t } = useTranslation();
  const message = refusal ?? (state.biddingType === 'TOTAL_PRICE_BY_UNIT' ? byUnitItemMessage(state.direction, item, value) : null);
  return (
    <MoneyInput
      label={t('Unit Price')}
      value={value}
      onChange={onChange}
      onEdit={onEdit}
      currency={state.info.currency}
      disabled={disabled}
      size="small"
      error={message ? t(message) : null}
      inputTestId="offer-item-input"
      errorTestId={refusal ? 'offer-error' : undefined}
    />
  );
}

function ItemTableRow(props: ItemRowProps) {
  const { item, state, value } = props;
  return (
    <TableRow data-testid="offer-item-row" sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ minWidth: 130 }}>
        <Typography variant="body2" fontWeight={600}>
          {item.itemName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.itemCode}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {item.quantity} {item.uom}
      </TableCell>
      <TableCell>
        <ItemPriceFacts item={item} state={state} />
      </TableCell>
      <TableCell sx={{ minWidth: 210 }}>
        <ItemPriceInput {...props} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {money(itemSubtotal(item, value), state.info.currency)}
      </TableCell>
    </TableRow>
  );
}

/** A phone's item: name, quantity and prices, the unit price under them. */
function ItemCard(props: ItemRowProps) {
  const { t } = useTranslation();
  const { item, state, value } = props;
  return (
    <Box data-testid="offer-item-row" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
      <Typography variant="body2" fontWeight={600}>
        {item.itemCode} · {item.itemName} · {item.quantity} {item.uom}
      </Typography>
      <Box sx={{ my: 0.75 }}>
        <ItemPriceFacts item={item} state={state} />
      </Box>
      <ItemPriceInput {...props} />
      <Typography variant="caption" color="text.secondary">
        {t('Subtotal')}: {money(itemSubtotal(item, value), state.info.currency)}
      </Typography>
    </Box>
  );
}

/**
 * UNIT_PRICE and TOTAL_PRICE_BY_UNIT: a unit price per item (UNIT_PRICE: the items chosen; by unit:
 * every item), subtotals and the total; sends offerItems. A by-unit price that does not beat its
 * reference disables the submit.
 */
export function ItemOfferEntry({ state, disabled, errors, onEdit, onSubmit }: ItemOfferEntryProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [inputs, setInputs] = useState<UnitInputs>({});
  const currency = state.info.currency;
  const byUnit = state.biddingType === 'TOTAL_PRICE_BY_UNIT';
  const total = totalAfterOffer(state.items, inputs);
  const blocked = byUnit && state.items.some((item) => byUnitItemMessage(state.direction, item, inputs[item.auctionItemId]) !== null);
  const setItem = (id: string) => (value: string) => setInputs((current) => ({ ...current, [id]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ offerItems: offerItemsFrom(state.items, inputs) });
  };

  const rowProps = (item: AuctionItemView) => ({
    item,
    state,
    value: inputs[item.auctionItemId] ?? '',
    onChange: setItem(item.auctionItemId),
    onEdit: () => onEdit(item.auctionItemId),
    refusal: errors.items[item.auctionItemId],
    disabled,
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={submit}>
      {phone ? (
        <Stack spacing={1.5}>
          {state.items.map((item) => (
            <ItemCard key={item.auctionItemId} {...rowProps(item)} />
          ))}
        </Stack>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={t('Item Offers')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Item')}</TableCell>
                <TableCell align="right">{t('Qty')}</TableCell>
                <TableCell>{t('Unit Prices')}</TableCell>
                <TableCell>{t('Your Unit Price')}</TableCell>
                <TableCell align="right">{t('Subtotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.items.map((item) => (
                <ItemTableRow key={item.auctionItemId} {...rowProps(item)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {errors.entry && (
        <Typography variant="body2" color="error" role="alert" data-testid="offer-error">
          {t(errors.entry)}
        </Typography>
      )}
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('Total Offer')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="offer-items-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {money(total, currency)}
          </Typography>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={disabled || blocked} data-testid="offer-submit" sx={{ flexShrink: 0, minWidth: 140 }}>
          {t('Submit Offer')}
        </Button>
      </Stack>
    </Stack>
  );
}
