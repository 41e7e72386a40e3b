import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { canResendJoinLink } from '@procura/domain/auction/invitations/auction-resend.rules';
import { RESEND_WAIT_MS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { notify } from '../../../components/notify';
import { RetryWaitNotice, useRetryWait } from '../../../components/retry-wait';
import { useCooldown } from '../../../components/use-cooldown';
import { resendJoinLink } from './monitor.api';

interface ResendLinkButtonProps {
  auctionId: string;
  status: AuctionSessionStatus;
  invitation: BuyerInvitationRow;
  /** After 'Email sent' (the invitations are fetched again). */
  onSent: () => void;
}

/** Resend Link Auction: the room link mailed again to a vendor who attends; then 10 s of wait (the server keeps it too). */
export function ResendLinkButton({ auctionId, status, invitation, onSent }: ResendLinkButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown(RESEND_WAIT_MS / 1000);
  // Refused for the 10 s per vendor (another buyer's tab, a click before this page knew): the reason and the time left stay beside the button.
  const wait = useRetryWait();
  const allowed = canResendJoinLink(status, invitation.status);

  const send = async () => {
    setBusy(true);
    try {
      await resendJoinLink(auctionId, invitation.invitationId);
      notify(AUCTION_MSG.emailSent, 'success');
      cooldown.start();
      onSent();
      setConfirming(false);
    } catch (error) {
      if (isApiError(error) && error.sessionEnded) return;
      if (wait.refuse(error)) {
        setConfirming(false);
        return;
      }
      // The spec's 'Failed to send email', with the server's reason when it gave one (too soon, session over).
      const reason = isApiError(error) ? error.firstMessage : GENERIC_ERROR;
      notify(reason === GENERIC_ERROR ? AUCTION_MSG.emailFailed : `${t(AUCTION_MSG.emailFailed)}. ${t(reason)}`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button
        size="small"
        variant="outlined"
        disabled={!allowed || busy || cooldown.remaining > 0 || wait.remaining > 0}
        onClick={() => setConfirming(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {cooldown.remaining > 0 ? t('Resend ({{seconds}})', { seconds: cooldown.remaining }) : t('Resend')}
      </Button>
      <RetryWaitNotice wait={wait} />
      <ConfirmDialog
        open={confirming}
        title={t('Resend Link Auction')}
        message={t('Send the auction room link to {{vendor}} ({{email}}) again?', { vendor: invitation.vendorName, email: invitation.vendorEmail })}
        confirmLabel={t('Yes')}
        cancelLabel={t('No')}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
