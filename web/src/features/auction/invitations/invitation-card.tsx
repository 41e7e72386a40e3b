import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_STATUS_INFO } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { VendorInvitationSummary } from '@procura/domain/auction/auction.views';
import { formatDateTime } from '@procura/domain/common/dates';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { wayIn } from './invitation-entry.rules';

/** One invitation of the vendor home: who, what, when, and the way in. */
export function InvitationCard({ invitation }: { invitation: VendorInvitationSummary }) {
  const { t } = useTranslation();
  const way = wayIn(invitation);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="invitation-card">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" fontWeight={600}>
            {invitation.companyName}
          </Typography>
          <Typography fontWeight={650} sx={{ overflowWrap: 'anywhere' }}>
            {invitation.procurementName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Auction Number')}: {invitation.auctionNumber}
          </Typography>
          <Typography variant="body2">
            {formatDateTime(invitation.startTime)} – {formatDateTime(invitation.endTime)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <StatusBadge status={invitation.status} info={INVITATION_STATUS_INFO} />
          <StatusBadge status={invitation.auctionStatus} info={AUCTION_SESSION_STATUS_INFO} />
        </Stack>
        <Button component={RouterLink} to={way.to} variant={way.primary ? 'contained' : 'outlined'} sx={{ flexShrink: 0 }}>
          {t(way.label)}
        </Button>
      </Stack>
    </Paper>
  );
}
