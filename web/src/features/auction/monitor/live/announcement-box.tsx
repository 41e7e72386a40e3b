import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_MAX } from '@procura/domain/auction/session/auction-pause.rules';
import { announcementMessageField } from '@procura/domain/auction/session/auction-pause.schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../../api/api-error';
import { withAnnouncement, type RoomAnnouncement } from '../../../../api/realtime/auction-room.rules';
import { notify } from '../../../../components/notify';
import { AnnouncementList } from '../../announcements/announcement-list';
import { postAnnouncement } from './live-controls.api';

/**
 * The buyer speaks to every room (docs/rules/auction-bidding.md#announcements): at most 500 characters of plain text with a
 * counter; the sent ones listed, newest first. Vendors cannot reply here.
 */
export function AnnouncementBox({ auctionId, heard, enabled }: { auctionId: string; heard: readonly RoomAnnouncement[]; enabled: boolean }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What this page sent, with what the room heard (the same sequence once).
  const [sent, setSent] = useState<RoomAnnouncement[]>([]);
  const list = heard.reduce(withAnnouncement, sent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = announcementMessageField.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? GENERIC_ERROR);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await postAnnouncement(auctionId, { message: parsed.data });
      setSent((current) => withAnnouncement(current, { sequence: answer.sequence, message: answer.message, at: answer.at }));
      setMessage('');
      notify('Announcement sent to every vendor', 'success');
    } catch (failure) {
      setError(isApiError(failure) ? failure.firstMessage : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} component="section" aria-labelledby="announcement-box-title" data-testid="announcement-box">
      <Typography id="announcement-box-title" variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
        {t('Announcement to every vendor')}
      </Typography>
      <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('Message')}
          value={message}
          disabled={!enabled || busy}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ? t(error) : t('Vendors read it in their room; they cannot reply here.')}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_MAX, 'data-testid': 'announcement-input', 'aria-describedby': 'announcement-counter' } }}
        />
        <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
          <Typography id="announcement-counter" variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="announcement-counter">
            {t('{{count}} of {{max}} characters', { count: message.length, max: ANNOUNCEMENT_MAX })}
          </Typography>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={!enabled || busy || message.trim() === ''} data-testid="announcement-send">
            {t('Send to every vendor')}
          </Button>
        </Stack>
      </Stack>
      {list.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('Sent announcements')}
          </Typography>
          <AnnouncementList announcements={list} />
        </Stack>
      )}
    </Paper>
  );
}
