import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney, multiplyMoney, toMoney } from '@procura/domain/common/money/money';
import type { SubmittedOfferStatus } from '@procura/domain/negotiation/negotiation.enums';
import type { NegotiationItemView } from '@procura/domain/negotiation/negotiation.views';
import { parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NegotiationRoom } from '../../../api/realtime/use-negotiation-room';
import { notifyError } from '../../../components/form/apply-server-errors';
import { newIdempotencyKey, submitOffer } from './negotiation-online.api';
import { draftErrors, draftToOfferItems, draftTotal, entryGates, initialDraft, latestPricedOffer, turnCaption, type ItemDraft, type OfferDraft } from './offer-entry.rules';
import { OfferPriceInput } from './offer-price-input';
import { SessionConfirmDialog } from './session-confirm-dialog';

type LoadedRoom = NegotiationRoom & { state: NonNullable<NegotiationRoom['state']> };

interface ItemRowProps {
  item: NegotiationItemView;
  entry: ItemDraft;
  errors: { price?: string; qty?: string } | undefined;
  showErrors: boolean;
  editable: boolean;
  currency: string;
  onChange: (entry: ItemDraft) => void;
}

function ItemRow({ item, entry, errors, showErrors, editable, currency, onChange }: ItemRowProps) {
  const { t } = useTranslation();
  const { itemCode, itemName, quantity, uom } = item.procurementItem;
  const price = parseMoneyInput(entry.price);
  const qtyOk = /^\d+(\.\d{1,2})?$/.test(entry.qty.trim());
  const subtotal = price !== null && qtyOk ? multiplyMoney(price, entry.qty.trim()) : null;
  const qtyError = showErrors && errors?.qty ? t(errors.qty) : null;
  const priceError = showErrors && errors?.price ? t(errors.price) : null;
  return (
    <Box
      data-testid="offer-item"
      data-item-code={itemCode}
      // The item on a line of its own, so the fields keep room for their whole labels (Indonesian
      // 'Kuantitas yang Disanggupi' was cut off beside the name at 1440 px).
      sx={{ display: 'grid', gap: 1.5, alignItems: 'start', py: 1.5, borderTop: 1, borderColor: 'divider', gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 4fr) minmax(0, 3fr) minmax(0, 3fr)' } }}
    >
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {itemCode} · {itemName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('Quantity')}: {toMoney(quantity).toString()} {uom}
        </Typography>
      </Box>
      <OfferPriceInput
        label={t('Unit Price')}
        value={entry.price}
        onChange={(masked) => onChange({ ...entry, price: masked })}
        currency={currency}
        disabled={!editable}
        error={priceError}
        testId={`offer-price-${itemCode}`}
      />
      <TextField
        size="small"
        label={t('Capable Quantity')}
        value={entry.qty}
        disabled={!editable}
        error={Boolean(qtyError)}
        helperText={qtyError ?? undefined}
        onChange={(event) => onChange({ ...entry, qty: event.target.value.replace(/[^\d.]/g, '') })}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': `offer-qty-${itemCode}` } }}
      />
      <Box sx={{ textAlign: { xs: 'left', md: 'right' }, alignSelf: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('Subtotal')}
        </Typography>
        <Typography variant="body2" fontWeight={600} sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {subtotal ? formatMoney(subtotal, currency) : '-'}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The offer panel: per item the unit price (money mask) and capable quantity, the live total, and
 * Offer / DEAL / NOT DEAL as the server's turn allows, each after a confirmation. Spectators see
 * the figures and no buttons.
 */
export function OfferPanel({ room }: { room: LoadedRoom }) {
  const { t } = useTranslation();
  const { state } = room;
  const { items, offers } = state;
  const currency = state.procurement.currency;
  const gates = entryGates(state);
  const lastSequence = offers.at(-1)?.sequence ?? 0;
  const [draft, setDraft] = useState<OfferDraft>(() => initialDraft(items, offers));
  const [showErrors, setShowErrors] = useState(false);
  const [confirm, setConfirm] = useState<SubmittedOfferStatus | null>(null);
  const [busy, setBusy] = useState(false);
  // A new offer in the room (or the turn coming back) starts the entry from where the negotiation stands.
  useEffect(() => {
    setDraft(initialDraft(items, offers));
    setShowErrors(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new offer or a new item list resets what is typed
  }, [lastSequence, items]);

  const errors = useMemo(() => draftErrors(items, draft), [items, draft]);
  const total = draftTotal(items, draft);
  const latestTotal = latestPricedOffer(offers)?.offer ?? null;

  const ask = (status: SubmittedOfferStatus) => {
    if (status === 'OFFER' && Object.keys(errors).length > 0) return setShowErrors(true);
    setConfirm(status);
  };
  const send = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const answer = await submitOffer({
        negotiation: state.negotiation._id,
        status: confirm,
        negotiationOfferItems: confirm === 'OFFER' ? draftToOfferItems(items, draft) : undefined,
        idempotencyKey: newIdempotencyKey(),
      });
      room.applyOfferAnswer(answer);
      setConfirm(null);
    } catch (error) {
      notifyError(error);
      setConfirm(null);
      // The server's view of the turn wins after a refusal.
      room.resync();
    } finally {
      setBusy(false);
    }
  };

  const confirmText: Record<SubmittedOfferStatus, string> = {
    OFFER: t('Send this offer of {{total}}?', { total: total ? formatMoney(total, currency) : '-' }),
    DEAL: state.turn.awaitingMyConfirmation
      ? t('Confirm the deal at {{total}}? The deal becomes final.', { total: latestTotal ? formatMoney(latestTotal, currency) : '-' })
      : t('Offer a deal at {{total}}? The other side has to confirm it.', { total: latestTotal ? formatMoney(latestTotal, currency) : '-' }),
    NOT_DEAL: t('Decline the deal? The negotiation goes back to offers.'),
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="offer-panel" data-turn={state.turn.turn ?? 'none'}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'baseline' }} sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ flexGrow: 1 }}>
          {t('Offer')}
        </Typography>
        <Typography variant="body2" color={state.viewer === state.turn.turn ? 'primary.main' : 'text.secondary'} fontWeight={600} data-testid="offer-turn">
          {t(turnCaption(state))}
        </Typography>
      </Stack>
      {items.map((item) => (
        <ItemRow
          key={item._id}
          item={item}
          entry={draft[item._id] ?? { price: '', qty: '' }}
          errors={errors[item._id]}
          showErrors={showErrors}
          editable={gates.editable && !busy}
          currency={currency}
          onChange={(entry) => setDraft((current) => ({ ...current, [item._id]: entry }))}
        />
      ))}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }} sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('Total Offer')}
          </Typography>
          <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-testid="offer-total">
            {total ? formatMoney(total, currency) : '-'}
          </Typography>
        </Box>
        {gates.showButtons && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button variant="outlined" color="error" disabled={!gates.canNotDeal || busy} onClick={() => ask('NOT_DEAL')} data-testid="offer-not-deal">
              {t('NOT DEAL')}
            </Button>
            <Button variant="outlined" color="success" disabled={!gates.canDeal || busy} onClick={() => ask('DEAL')} data-testid="offer-deal">
              {t('DEAL')}
            </Button>
            <Button variant="contained" disabled={!gates.canOffer || busy} onClick={() => ask('OFFER')} data-testid="offer-send">
              {t('Offer')}
            </Button>
          </Stack>
        )}
      </Stack>
      <SessionConfirmDialog
        open={confirm !== null}
        title={confirm === 'NOT_DEAL' ? t('Not Deal') : confirm === 'DEAL' ? t('Deal') : t('Send Offer')}
        message={confirm ? confirmText[confirm] : ''}
        busy={busy}
        destructive={confirm === 'NOT_DEAL'}
        onConfirm={() => void send()}
        onCancel={() => setConfirm(null)}
      />
    </Paper>
  );
}
