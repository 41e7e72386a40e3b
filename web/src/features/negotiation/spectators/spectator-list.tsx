import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SpectatorView } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { initialsOf, visibleSpectators } from './spectator-list.rules';

function SpectatorAvatar({ spectator }: { spectator: SpectatorView }) {
  const { t } = useTranslation();
  const status = spectator.online ? t('Online') : t('Offline');
  return (
    <Tooltip title={`${spectator.name || spectator.email} · ${spectator.companyName} · ${status}`}>
      <Badge
        overlap="circular"
        variant="dot"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ '& .MuiBadge-badge': { bgcolor: spectator.online ? 'success.main' : 'grey.400', border: 2, borderColor: 'background.paper', width: 12, height: 12, borderRadius: '50%' } }}
        data-testid="spectator-avatar"
        data-online={spectator.online ? 'true' : 'false'}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14 }} aria-label={`${spectator.name || spectator.email} (${status})`}>
          {initialsOf(spectator)}
        </Avatar>
      </Badge>
    </Tooltip>
  );
}

/** The spectators (avatars capped with '+N', an online dot) and, for the buyer, 'Invite New Participant'. */
export function SpectatorList({ spectators, canInvite, onInvite }: { spectators: readonly SpectatorView[]; canInvite: boolean; onInvite: () => void }) {
  const { t } = useTranslation();
  const { shown, more } = visibleSpectators(spectators);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="spectator-list" data-count={spectators.length}>
      <Stack direction="row" alignItems="center" spacing={1.5} useFlexGap flexWrap="wrap">
        <Typography variant="subtitle2" fontWeight={700}>
          {t('Spectators')}
        </Typography>
        {spectators.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('No spectators yet')}
          </Typography>
        ) : (
          <Stack direction="row" spacing={0.75} alignItems="center">
            {shown.map((spectator) => (
              <SpectatorAvatar key={spectator.accountId} spectator={spectator} />
            ))}
            {more > 0 && (
              <Tooltip title={t('{{count}} more spectator(s)', { count: more })}>
                <Avatar sx={{ width: 34, height: 34, fontSize: 13, bgcolor: 'grey.300', color: 'text.primary' }} data-testid="spectator-more">
                  +{more}
                </Avatar>
              </Tooltip>
            )}
          </Stack>
        )}
        <Stack sx={{ flexGrow: 1 }} />
        {canInvite && (
          <Button size="small" variant="outlined" startIcon={<PersonAddAlt1Icon />} onClick={onInvite} data-testid="invite-participant">
            {t('Invite New Participant')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
