import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { INVITATION_STATUS_INFO } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { vendorRoomPath } from '../invitations/vendor-auction.paths';

interface AttendanceActionsProps {
  view: VendorInvitationView;
  termsAccepted: boolean;
  busy: boolean;
  onAttend: () => void;
  onNotAttend: () => void;
}

/** Attend (after the terms) and Not Attend; once chosen, the choice and its reason, read-only. */
export function AttendanceActions({ view, termsAccepted, busy, onAttend, onNotAttend }: AttendanceActionsProps) {
  const { t } = useTranslation();
  if (view.status !== 'NOT_CONFIRMED') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="attendance-answer">
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: view.reasonNotAttend ? 2 : 0 }}>
          <Typography fontWeight={600}>{t('Your answer')}:</Typography>
          <StatusBadge status={view.status} info={INVITATION_STATUS_INFO} />
        </Stack>
        {view.reasonNotAttend && (
          <TextField label={t('Reason')} value={view.reasonNotAttend} fullWidth multiline disabled slotProps={{ htmlInput: { readOnly: true } }} />
        )}
        {view.status === 'ATTEND' && isAuctionUpcoming(view.auction.status) && (
          <Button component={RouterLink} to={vendorRoomPath(view.auctionId)} variant="contained" sx={{ mt: 2 }}>
            {t('Waiting room')}
          </Button>
        )}
      </Paper>
    );
  }
  if (!view.canAnswer) return <Alert severity="info">{t(AUCTION_MSG.attendanceClosed)}</Alert>;
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
      <Button variant="outlined" color="error" onClick={onNotAttend} disabled={busy}>
        {t('Not Attend')}
      </Button>
      <Button variant="contained" onClick={onAttend} disabled={!termsAccepted || busy}>
        {t('Attend')}
      </Button>
    </Stack>
  );
}
