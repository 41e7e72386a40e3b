import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notify } from '../../../components/notify';

interface KeepOfferDialogProps {
  offer: AuctionOfferLogView;
  currency: string;
  decline: (input: { offerId: string }) => Promise<Ack<{ offer: AuctionOfferLogView }>>;
  onClose: () => void;
}

/**
 * The buyer's Keep on a disqualification request: the request is refused and the offer stays valid,
 * a ledger entry, and its vendor is told in its room and by mail (docs/rules/auction-bidding.md#disqualification).
 * Asked first, as it cannot be undone.
 */
export function KeepOfferDialog({ offer, currency, decline, onClose }: KeepOfferDialogProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!offer.offerId) return;
    setBusy(true);
    const answer = await decline({ offerId: offer.offerId });
    setBusy(false);
    if ('errors' in answer) {
      setError(answer.errors[0]?.msg ?? AUCTION_MSG.noAnswer);
      return;
    }
    notify(t('The offer was kept; its vendor has been told'), 'success');
    onClose();
  };

  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Keep the offer?')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="keep-offer-submit">
            {t('Keep the offer')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">
        {t("{{vendor}}'s offer of {{amount}} stays valid and its request is refused. The vendor is told in its room and by e-mail. This cannot be undone.", {
          vendor: offer.label,
          amount: formatMoney(offer.totalOffer, currency),
        })}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="keep-offer-error">
          {t(error)}
        </Alert>
      )}
    </AppDialog>
  );
}
