import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { CancelReasonDialog } from '../../../components/dialogs/cancel-reason-dialog';
import { changeAuctionStatus, waitingRoomKeys } from '../waiting-room/waiting-room.api';

interface FewerParticipantsDialogProps {
  procurementId: string;
  auctionId: string;
  present: number;
  total: number;
  /** The session's vendors (procurement vendor ids): the new negotiation starts with them chosen. */
  vendorIds: readonly string[];
  /** The buyer closed it: it comes back only after 2 or more were present again and fell below. */
  onDismiss: () => void;
}

/** The new negotiation batch of the procurement, its vendors chosen (?vendors=id,id). */
function negotiationPath(procurementId: string, vendorIds: readonly string[]): string {
  const query = vendorIds.length > 0 ? `?vendors=${vendorIds.map(encodeURIComponent).join(',')}` : '';
  return `/negotiation/session/${procurementId}/new${query}`;
}

/**
 * Fewer than 2 participants in a running session (docs/rules/auction.md#buyer-monitor): Go To Negotiation cancels the
 * session with the spec's reason and opens the new negotiation; Cancel Session asks for a reason.
 */
export function FewerParticipantsDialog({ procurementId, auctionId, present, total, vendorIds, onDismiss }: FewerParticipantsDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  const cancel = async (cancelReason: string, then?: () => void) => {
    setBusy(true);
    try {
      const view = await changeAuctionStatus({ auctionId, status: 'cancel', cancelReason });
      queryClient.setQueryData(waitingRoomKeys.status(auctionId), view);
      notify('The auction session has been canceled', 'success');
      then?.();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  if (asking) {
    return <CancelReasonDialog open busy={busy} title={t('Cancel Session')} message={t('The vendors are told by e-mail that the session is canceled, with this reason.')} onSubmit={(reason) => void cancel(reason)} onCancel={() => setAsking(false)} />;
  }
  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t(AUCTION_MSG.lessThanTwoParticipants)}
      onClose={onDismiss}
      data-testid="fewer-participants-dialog"
      actions={
        <>
          <Button color="error" disabled={busy} onClick={() => setAsking(true)}>
            {t('Cancel Session')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void cancel(AUCTION_MSG.goToNegotiationReason, () => void navigate(negotiationPath(procurementId, vendorIds)))}
            data-testid="go-to-negotiation"
          >
            {t('Go To Negotiation')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">
        {t('Participants present: {{present}} of {{total}}', { present, total })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('An auction needs at least 2 vendors bidding. Continue with a negotiation, or cancel the session.')}
      </Typography>
    </AppDialog>
  );
}
