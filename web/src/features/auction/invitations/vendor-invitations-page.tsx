import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../components/layout/page-header';
import { InvitationCard } from './invitation-card';
import { useMyInvitations } from './vendor-auction.api';

/** /vendor-auction/join, where vendors and spectators land: their auction invitations across companies. */
export function VendorInvitationsPage() {
  const { t } = useTranslation();
  const invitations = useMyInvitations();

  let body;
  if (invitations.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void invitations.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t(isApiError(invitations.error) ? invitations.error.firstMessage : GENERIC_ERROR)}
      </Alert>
    );
  } else if (!invitations.data) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label={t('Loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={104} />
        ))}
      </Stack>
    );
  } else if (invitations.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <MarkEmailUnreadOutlinedIcon color="primary" sx={{ fontSize: 48, mb: 1.5 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          {t('No invitations yet')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {t('Invitations arrive by e-mail. When a company invites you to an auction, open the link in the e-mail to confirm your attendance.')}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {invitations.data.map((invitation) => (
          <InvitationCard key={invitation.invitationId} invitation={invitation} />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      <PageHeader title={t('Auction Invitations')} />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('Your auction invitations from every company are listed here, each with its status and schedule.')}
      </Typography>
      {body}
    </Box>
  );
}
