import Button from '@mui/material/Button';
import type { AuctionNextStatus } from '@procura/domain/auction/auction.views';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { currentLanguage } from '../../../i18n/i18n';
import { CancelReasonDialog } from '../../../components/dialogs/cancel-reason-dialog';
import { changeAuctionStatus, waitingRoomKeys } from './waiting-room.api';

/** The Cancel Session button (offered by get-status's next list) and its reason dialog. */
export function CancelSessionAction({ auctionId, move }: { auctionId: string; move: AuctionNextStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const cancel = async (cancelReason: string) => {
    setBusy(true);
    try {
      const view = await changeAuctionStatus({ auctionId, status: 'cancel', cancelReason });
      queryClient.setQueryData(waitingRoomKeys.status(auctionId), view);
      void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.invitations(auctionId) });
      notify('The auction session has been canceled', 'success');
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        {move.label[currentLanguage()]}
      </Button>
      {open && <CancelReasonDialog open busy={busy} title={t('Cancel Session')} message={t('The vendors are told by e-mail that the session is canceled, with this reason.')} onSubmit={(reason) => void cancel(reason)} onCancel={() => setOpen(false)} />}
    </>
  );
}
