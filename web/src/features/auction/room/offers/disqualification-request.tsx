import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { formatMoney } from '@procura/domain/common/money/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionRoom } from '../../../../api/realtime/use-auction-room';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { notify } from '../../../../components/notify';

/** The spec's minimum for a disqualification reason. */
const REASON_MIN = 3;

interface DisqualificationRequestProps {
  target: { offer: AuctionOfferLogView; requested: boolean };
  currency: string;
  requestDisqualification: AuctionRoom['requestDisqualification'];
}

/** Asks the buyer to disqualify the vendor's own latest offer (once, while on going), with a reason of at least 3 characters. */
export function DisqualificationRequest({ target, currency, requestDisqualification }: DisqualificationRequestProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooShort = reason.trim().length < REASON_MIN;

  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const submit = async () => {
    if (tooShort || !target.offer.offerId) return;
    setBusy(true);
    const answer = await requestDisqualification({ offerId: target.offer.offerId, reason: reason.trim() });
    setBusy(false);
    if ('data' in answer) {
      notify(AUCTION_MSG.disqualificationRequested, 'success');
      close();
    } else setError(answer.errors[0]?.msg ?? AUCTION_MSG.reasonMinimum);
  };

  return (
    <>
      <Button size="small" color="warning" variant="outlined" disabled={target.requested} onClick={() => setOpen(true)} data-testid="request-disqualification">
        {t(target.requested ? 'Disqualification requested' : 'Request disqualification')}
      </Button>
      <AppDialog
        open={open}
        title={t('Request disqualification')}
        onClose={close}
        maxWidth="sm"
        actions={
          <>
            <Button onClick={close} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button variant="contained" color="warning" onClick={() => void submit()} disabled={busy || tooShort} data-testid="disqualify-submit">
              {t('Submit')}
            </Button>
          </>
        }
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('Ask the buyer to disqualify your last offer of {{amount}}. Your previous offer counts again if the buyer agrees.', {
            amount: formatMoney(target.offer.totalOffer, currency),
          })}
        </Typography>
        <TextField
          label={t('Reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={Boolean(error) || (reason.length > 0 && tooShort)}
          helperText={error ? t(error) : reason.length > 0 && tooShort ? t(AUCTION_MSG.reasonMinimum) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'disqualify-reason-input', maxLength: 1000 } }}
        />
      </AppDialog>
    </>
  );
}
