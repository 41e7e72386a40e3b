import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { PLAIN_REASON_MAX, disqualifyReasonField } from '@procura/domain/auction/auction.schemas';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notify } from '../../../components/notify';

interface DisqualifyDialogProps {
  offer: AuctionOfferLogView;
  currency: string;
  /** The session is on going: the only time a disqualification is taken (the server checks it too). */
  enabled: boolean;
  disqualify: (input: { offerId: string; reason: string }) => Promise<Ack<{ offer: AuctionOfferLogView }>>;
  onClose: () => void;
}

/** The buyer's Disqualify: a reason of at least 3 characters, sent as DISQUALIFY_OFFER; the room shows the result. */
export function DisqualifyDialog({ offer, currency, enabled, disqualify, onClose }: DisqualifyDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = disqualifyReasonField.safeParse(reason).success;

  const submit = async () => {
    const parsed = disqualifyReasonField.safeParse(reason);
    if (!parsed.success || !offer.offerId) {
      setError(parsed.success ? AUCTION_MSG.offerNotFound : (parsed.error.issues[0]?.message ?? AUCTION_MSG.reasonMinimum));
      return;
    }
    setBusy(true);
    const answer = await disqualify({ offerId: offer.offerId, reason: parsed.data });
    setBusy(false);
    if ('errors' in answer) {
      setError(answer.errors[0]?.msg ?? AUCTION_MSG.noAnswer);
      return;
    }
    notify(AUCTION_MSG.offerDisqualified, 'success');
    onClose();
  };

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Disqualify Offer')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" color="error" disabled={!enabled || !valid || busy} onClick={() => void submit()} data-testid="disqualify-submit">
            {t('Disqualify')}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 0.5 }}>
        <strong>{offer.label}</strong> · {formatMoney(offer.totalOffer, currency)} · {formatTime(offer.createdAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('The offer stays in the log, greyed; the vendor falls back to its previous valid offer.')}
      </Typography>
      {offer.disqualificationRequested && offer.disqualifyReason && (
        <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <strong>{t("The vendor's reason")}:</strong> {offer.disqualifyReason}
        </Typography>
      )}
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        required
        label={t('Reason')}
        value={reason}
        disabled={!enabled}
        onChange={(event) => {
          setReason(event.target.value.slice(0, PLAIN_REASON_MAX));
          setError(null);
        }}
        error={error !== null}
        helperText={error ? t(error) : !enabled ? t(AUCTION_MSG.disqualifyOnlyOnGoing) : t(AUCTION_MSG.reasonMinimum)}
        slotProps={{ htmlInput: { 'data-testid': 'disqualify-reason-input' } }}
      />
    </AppDialog>
  );
}
