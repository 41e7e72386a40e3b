import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DemoOfferForm } from './demo-offer-form';
import { DemoOfferTable } from './demo-offer-table';
import { DemoRoomHeader } from './demo-room-header';
import { forgetDemoUsername, readDemoUsername } from './demo-room.storage';
import { useDemoRoom } from './use-demo-room';

/** /secured/room: the legacy demo bid room. Without a name the visitor is sent to /login first. */
export function DemoRoomPage() {
  const location = useLocation();
  // The login page passes the name along too, for browsers that refuse local storage.
  const username = readDemoUsername() ?? (location.state as { username?: string } | null)?.username ?? null;
  if (!username) return <Navigate to="/login" replace />;
  return <DemoRoom username={username} />;
}

function DemoRoom({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const room = useDemoRoom(username);

  const leave = () => {
    forgetDemoUsername();
    void navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <DemoRoomHeader username={username} connected={room.connected} onLeave={leave} />
      <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 4 }, py: 4 }}>
        <Typography variant="h5" component="h1">
          {t('Demo Bid Room')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('Offers appear here live for everyone in the room.')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
          <Paper variant="outlined" sx={{ p: 3, width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('Submit an offer')}
            </Typography>
            <DemoOfferForm submitOffer={room.submitOffer} disabled={!room.connected} />
          </Paper>
          <Paper variant="outlined" sx={{ flexGrow: 1, width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" alignItems="baseline" justifyContent="space-between" sx={{ px: 2.5, pt: 2.5, pb: 1.5 }}>
              <Typography variant="h6" component="h2">
                {t('Offers')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('Newest first')}
              </Typography>
            </Stack>
            <DemoOfferTable offers={room.offers} loading={room.loading} ownUsername={username} />
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
