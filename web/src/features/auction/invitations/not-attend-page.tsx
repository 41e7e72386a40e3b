import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITATION_STATUS_INFO } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { PLAIN_REASON_MAX } from '@procura/domain/auction/auction.schemas';
import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { notifyError } from '../../../components/form/apply-server-errors';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { PageHeader } from '../../../components/layout/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { ThankYouDialog } from './thank-you-dialog';
import { notAttendFromEmail, useInvitationById, useStoreInvitation } from './vendor-auction.api';
import { ATTENDANCE_EXPIRED_PATH } from './vendor-auction.paths';

/** /vendor-auction/not-attend/{auctionId}/{invitationId}?email=…: the invitation mail's decline link. */
export function NotAttendPage() {
  const { t } = useTranslation();
  const { invitationId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useInvitationById(invitationId);
  const email = searchParams.get('email') ?? query.data?.vendorEmail ?? '';

  let body;
  if (isApiError(query.error) && query.error.status === 410) return <Navigate to={ATTENDANCE_EXPIRED_PATH} replace />;
  if (query.error) {
    body = (
      <Alert severity="error" data-testid="invitation-error">
        {t(isApiError(query.error) ? query.error.firstMessage : GENERIC_ERROR)}
      </Alert>
    );
  } else if (!query.data) body = <LoadingScreen fullHeight={false} />;
  else body = <NotAttendForm key={query.data.invitationId} initial={query.data} email={email} />;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('Not Attend Confirmation')} />
      {body}
    </Box>
  );
}

function NotAttendForm({ initial, email }: { initial: VendorInvitationView; email: string }) {
  const { t } = useTranslation();
  const store = useStoreInvitation();
  const [view, setView] = useState(initial);
  const [reason, setReason] = useState(initial.reasonNotAttend ?? '');
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState(false);
  const open = view.status === 'NOT_CONFIRMED';

  const submit = async () => {
    setBusy(true);
    try {
      const next = await notAttendFromEmail({ auctionInvitationId: view.invitationId, isAttending: false, reasonNotAttend: reason.trim(), email });
      setView(next);
      setReason(next.reasonNotAttend ?? reason.trim());
      store(next);
      setThanks(true);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="caption" color="text.secondary" fontWeight={600}>
            {t('E-mail')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="not-attend-email">
            {email}
          </Typography>
        </Box>
        <Typography color="text.secondary">
          {t('Auction {{number}} of {{procurement}} ({{company}})', {
            number: view.auctionNumber,
            procurement: view.procurement.procurementName,
            company: view.procurement.companyName,
          })}
        </Typography>
        {!open && (
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography fontWeight={600}>{t('Your answer')}:</Typography>
            <StatusBadge status={view.status} info={INVITATION_STATUS_INFO} />
          </Stack>
        )}
        <TextField
          label={t('Reason')}
          required
          multiline
          minRows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={!open || busy}
          slotProps={{ htmlInput: { maxLength: PLAIN_REASON_MAX } }}
        />
        {open && (
          <Stack direction="row" justifyContent="flex-end">
            <Button variant="contained" onClick={() => void submit()} disabled={busy || reason.trim() === ''}>
              {t('Submit')}
            </Button>
          </Stack>
        )}
      </Stack>
      <ThankYouDialog open={thanks} declined onClose={() => setThanks(false)} />
    </Paper>
  );
}
