import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { formatDateTime } from '@procura/domain/common/dates';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { isAuctionCanceled, isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { AuctionRoomBanners } from '../room/auction-room-banners';
import { CountdownCircle } from '../../../components/countdown/countdown-circle';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { PageHeader } from '../../../components/layout/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { statusLabel } from '../../../components/status-label';
import { SessionRulesList } from '../rules/session-rules-list';
import { rulesFactsOfRoom } from '../rules/session-rules.rules';
import { CancelInfoCard } from './cancel-info-card';
import { CancelSessionAction } from './cancel-session-action';
import { InvitationTable } from './invitation-table';
import { ParticipantsPresent } from './participants-present';
import { useWaitingRoom } from './use-waiting-room';
import { presentParticipants, showFewParticipantsWarning } from './waiting-room.rules';

/** /buyer-auction/{procurementId}/{auctionId}/not-started: the buyer's waiting room (also for DONE and CANCELED sessions). */
export function WaitingRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { procurementId = '', auctionId = '' } = useParams();
  const { status, invitations, room, current, startTime, offsetMs, leftMs, cancel } = useWaitingRoom(procurementId, auctionId);
  const back = () => void navigate(`/initiation/form/${procurementId}#auction-session`);
  const view = status.data;

  if (status.isError) {
    return (
      <Box>
        <PageHeader title={t('Auction Session')} onBack={back} />
        <Alert severity="error">{t(isApiError(status.error) ? status.error.firstMessage : GENERIC_ERROR)}</Alert>
      </Box>
    );
  }
  if (!view || !current) return <LoadingScreen fullHeight={false} />;

  const rows = invitations.data ?? [];
  const present = presentParticipants(rows, room.presentInvitationIds);
  const cancelMove = view.next.find((move) => isAuctionCanceled(move.status));
  const crumbs = [
    { label: t('Dashboard'), to: '/dashboard' },
    { label: t('Initiation'), to: '/initiation' },
    { label: t('Auction Session'), to: `/initiation/form/${procurementId}#auction-session` },
    { label: view.auctionNumber },
  ];

  return (
    <Box>
      <PageHeader
        title={view.auctionNumber}
        breadcrumbs={crumbs}
        onBack={back}
        actions={
          <span data-testid="auction-status">
            <StatusBadge status={current} info={AUCTION_SESSION_STATUS_INFO} />
          </span>
        }
      />
      <AuctionRoomBanners room={room} />
      <Stack spacing={2.5}>
        {isAuctionCanceled(current) && cancel && <CancelInfoCard cancel={cancel} />}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="center">
            <CountdownCircle leftMs={leftMs} label={isAuctionUpcoming(current) ? t('Start In') : statusLabel(AUCTION_SESSION_STATUS_INFO, current)} />
            <Stack spacing={1} sx={{ flexGrow: 1, width: '100%' }}>
              <Typography data-testid="due-date">
                <strong>{t('Due Date Confirmation')}:</strong> {startTime ? formatDateTime(startTime) : '-'}
              </Typography>
              <ParticipantsPresent rows={rows} presentIds={room.presentInvitationIds} />
              {showFewParticipantsWarning(current, present, leftMs) && (
                <Alert severity="warning" data-testid="few-participants">
                  {t(AUCTION_MSG.lessThanTwoParticipants)}
                </Alert>
              )}
            </Stack>
          </Stack>
        </Paper>
        {room.state && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <SessionRulesList facts={rulesFactsOfRoom(room.state)} />
          </Paper>
        )}
        <InvitationTable auctionId={auctionId} status={current} rows={rows} loading={invitations.isFetching} presentIds={room.presentInvitationIds} offsetMs={offsetMs} />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} justifyContent="flex-end">
          <Button onClick={back}>{t('Back')}</Button>
          {cancelMove && <CancelSessionAction auctionId={auctionId} move={cancelMove} />}
        </Stack>
      </Stack>
    </Box>
  );
}
