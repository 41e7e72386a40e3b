import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_STATUS_INFO, JOINED_STATUS_INFO } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { StatusBadge } from '../../../components/status-badge';
import { LetterLinks } from './letter-links';

interface ColumnOptions {
  t: TFunction;
  /** The live 'In room' mark beside the joined status (not once the session is over). */
  showsInRoom: (row: BuyerInvitationRow) => boolean;
  canResend: (row: BuyerInvitationRow) => boolean;
  onResend: (row: BuyerInvitationRow) => void;
}

/** The waiting room's vendor table (docs/rules/auction.md#waiting-room). */
export function invitationColumns({ t, showsInRoom, canResend, onResend }: ColumnOptions): DataTableColumn<BuyerInvitationRow>[] {
  return [
    {
      key: 'vendorName',
      header: 'Vendor Name',
      render: (row) => (
        <Stack spacing={0.25} sx={{ minWidth: 160 }}>
          <Typography variant="body2" fontWeight={600}>
            {row.vendorName}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.picVendor} · {row.vendorEmail}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Attend Confirmation',
      render: (row) => (
        <span data-testid="attend-confirmation">
          <StatusBadge status={row.status} info={INVITATION_STATUS_INFO} />
        </span>
      ),
    },
    {
      key: 'reasonNotAttend',
      header: 'Reason Not Attend',
      render: (row) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 260 }} data-testid="reason-not-attend">
          {row.reasonNotAttend || '-'}
        </Typography>
      ),
    },
    {
      key: 'resend',
      header: 'Resend Invitation',
      render: (row) => (
        <Button size="small" variant="outlined" disabled={!canResend(row)} onClick={() => onResend(row)}>
          {t('Resend')}
        </Button>
      ),
    },
    {
      key: 'joinedStatus',
      header: 'Joined Status',
      render: (row) => (
        <Stack direction="row" spacing={0.5} alignItems="center" data-testid="joined-status">
          <StatusBadge status={row.joinedStatus} info={JOINED_STATUS_INFO} />
          {showsInRoom(row) && <Chip size="small" variant="outlined" color="success" label={t('In room')} />}
        </Stack>
      ),
    },
    { key: 'documents', header: 'Letter Of Attorney', render: (row) => <LetterLinks documents={row.documents} /> },
  ];
}
