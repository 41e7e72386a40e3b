import Typography from '@mui/material/Typography';
import { formatMoney } from '@procura/domain/common/money/money';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { slipDrop } from './slip.rules';

interface SlipConfirmDialogProps {
  open: boolean;
  /** The offer sent (its total). */
  offer: string | null;
  /** The leading price, or the vendor's own last offer where the leading price is hidden. */
  reference: string | null;
  currency: string;
  direction: PriceDirection;
  /** The server's refusal text: shown when the drop cannot be computed from the room's prices. */
  message: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second confirmation of an offer far past the leading price (decision 197): the offer, and
 * how far it moves the price in money and percent. Yes sends it again with confirmSlip.
 */
export function SlipConfirmDialog({ open, offer, reference, currency, direction, message, busy, onConfirm, onCancel }: SlipConfirmDialogProps) {
  const { t } = useTranslation();
  const drop = slipDrop(reference, offer);
  const forward = direction === 'FORWARD';
  return (
    <ConfirmDialog
      open={open}
      title={t('Is this amount right?')}
      message={
        <span data-testid="slip-confirm">
          {offer && (
            <Typography component="span" display="block" fontWeight={700} color="text.primary" sx={{ mb: 1, fontVariantNumeric: 'tabular-nums' }} data-testid="slip-offer">
              {formatMoney(offer, currency)}
            </Typography>
          )}
          {drop && reference && (
            <Typography component="span" display="block" color="error.main" fontWeight={600} sx={{ mb: 1, fontVariantNumeric: 'tabular-nums' }} data-testid="slip-drop">
              {t(forward ? '{{amount}} ({{percent}} %) above {{reference}}' : '{{amount}} ({{percent}} %) below {{reference}}', {
                amount: formatMoney(drop.amount, currency),
                percent: drop.percent,
                reference: formatMoney(reference, currency),
              })}
            </Typography>
          )}
          {/* The server's sentence says the same; it stands only where the drop cannot be computed here. */}
          {message && !drop && (
            <Typography component="span" display="block" sx={{ mb: 1 }}>
              {t(message)}
            </Typography>
          )}
          {t('Send this offer anyway? Your confirmation is recorded with the offer.')}
        </span>
      }
      confirmLabel={t('Yes, send it')}
      cancelLabel={t('No, change it')}
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
