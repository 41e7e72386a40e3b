import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RESEND_WAIT_MS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { useServerCountdown } from '../../../components/countdown/use-server-countdown';
import { invitationColumns } from './invitation-columns';
import { ResendInvitationDialog } from './resend-invitation-dialog';
import { waitingRoomKeys } from './waiting-room.api';
import { canResend, showsInRoom, sortByVendorName } from './waiting-room.rules';

interface InvitationTableProps {
  auctionId: string;
  status: AuctionSessionStatus;
  rows: readonly BuyerInvitationRow[];
  loading: boolean;
  presentIds: readonly string[] | null;
  offsetMs: number;
}

/** The invited vendors, sorted by name, with their answers, presence, letters and the Resend Invitation button. */
export function InvitationTable({ auctionId, status, rows, loading, presentIds, offsetMs }: InvitationTableProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [resending, setResending] = useState<BuyerInvitationRow | null>(null);
  // Each resend button rests 10 s after use, whatever the server says.
  const [waitUntil, setWaitUntil] = useState<Record<string, number>>({});
  // Re-renders each second, so a resting button comes back by itself.
  useServerCountdown(null, offsetMs);
  const serverNowMs = Date.now() + offsetMs;

  const columns = invitationColumns({
    t,
    showsInRoom: (row) => showsInRoom(status, row, presentIds),
    canResend: (row) => canResend(status, row, serverNowMs, waitUntil[row.invitationId], Date.now()),
    onResend: setResending,
  });
  const sorted = useMemo(() => sortByVendorName(rows), [rows]);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('Vendor List')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <DataTable aria-label={t('Vendor List')} columns={columns} rows={sorted} rowKey={(row) => row.invitationId} loading={loading} />
      </Box>
      {resending && (
        <ResendInvitationDialog
          auctionId={auctionId}
          row={resending}
          onClose={() => setResending(null)}
          onSent={() => {
            setWaitUntil((current) => ({ ...current, [resending.invitationId]: Date.now() + RESEND_WAIT_MS }));
            void queryClient.invalidateQueries({ queryKey: waitingRoomKeys.invitations(auctionId) });
          }}
        />
      )}
    </Box>
  );
}
