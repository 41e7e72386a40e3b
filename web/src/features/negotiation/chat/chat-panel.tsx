import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGE_MAX } from '@procura/domain/negotiation/negotiation.enums';
import type { ChatRoomView } from '@procura/domain/negotiation/negotiation.views';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoom } from '../../../api/realtime/use-chat-room';
import { notify } from '../../../components/notify';
import { ChatMessage } from './chat-message';
import { canSend, closedNotice, isSendKey } from './chat.rules';

interface ChatPanelProps {
  chat: ChatRoom;
  currency: string;
  /** The reader's account, to put their own messages at the right. */
  accountId: string | null;
  /** The negotiation's own view of closing (a status event arrives before the room says so). */
  closed?: ChatRoomView['closed'];
  /** Spectators read only, whatever the room says. */
  readOnly?: boolean;
  height?: number | string;
}

/**
 * The chat: messages oldest first scrolled to the newest, older pages when scrolled to the top,
 * Enter sends (Shift+Enter a new line), closed and read-only states with the spec's texts.
 */
export function ChatPanel({ chat, currency, accountId, closed, readOnly, height = 440 }: ChatPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const keepBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const effectiveClosed = closed ?? chat.room?.closed ?? null;
  const notice = closedNotice(effectiveClosed);
  const writable = Boolean(chat.room?.canWrite) && !readOnly && !effectiveClosed;

  // Newest in view when a message arrives (unless the reader scrolled up to read); an older page keeps the reader's place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null) {
      list.scrollTop = list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (keepBottom.current) list.scrollTop = list.scrollHeight;
  }, [chat.messages]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    keepBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    if (list.scrollTop < 24 && chat.hasOlder && !chat.loadingOlder) {
      heightBeforeOlder.current = list.scrollHeight;
      void chat.loadOlder();
    }
  };

  const send = async () => {
    if (!canSend(text, writable, busy)) return;
    setBusy(true);
    const answer = await chat.send(text.trim());
    setBusy(false);
    if ('errors' in answer) notify(answer.errors[0]?.msg ?? '', 'error');
    else {
      setText('');
      keepBottom.current = true;
    }
  };

  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height, minHeight: 320, overflow: 'hidden' }} data-testid="chat-panel">
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {t('Chat')}
      </Typography>
      {chat.error && (
        <Alert severity="error" sx={{ m: 1 }}>
          {t(chat.error)}
        </Alert>
      )}
      <Stack component="ul" ref={listRef} onScroll={onScroll} spacing={1.25} sx={{ flexGrow: 1, overflowY: 'auto', m: 0, px: 2, py: 1.5 }} aria-live="polite" tabIndex={0} aria-label={t('Chat messages')} data-testid="chat-messages">
        {chat.loadingOlder && (
          <Box component="li" sx={{ listStyle: 'none', textAlign: 'center' }}>
            <CircularProgress size={18} aria-label={t('Loading')} />
          </Box>
        )}
        {chat.hasOlder && !chat.loadingOlder && (
          <Box component="li" sx={{ listStyle: 'none', textAlign: 'center' }}>
            <Button size="small" onClick={() => void chat.loadOlder()}>
              {t('Older messages')}
            </Button>
          </Box>
        )}
        {chat.messages.length === 0 && !chat.loadingOlder ? (
          <Box component="li" sx={{ listStyle: 'none', color: 'text.secondary', textAlign: 'center', mt: 4 }} data-testid="chat-empty">
            <Typography variant="body2">{t('No messages yet')}</Typography>
          </Box>
        ) : (
          chat.messages.map((message) => <ChatMessage key={message._id} message={message} own={message.senderId === accountId} currency={currency} />)
        )}
      </Stack>
      {notice ? (
        <Alert severity="info" icon={false} sx={{ borderRadius: 0 }} data-testid="chat-closed">
          {t(notice.key, notice.values)}
        </Alert>
      ) : readOnly ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="chat-read-only">
          {t('Spectators can read the chat but not write in it.')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} alignItems="flex-end" sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          fullWidth
          multiline
          maxRows={4}
          size="small"
          placeholder={writable ? t('Type a message') : ''}
          value={text}
          disabled={!writable}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
              event.preventDefault();
              void send();
            }
          }}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX, 'data-testid': 'chat-input', 'aria-label': t('Message') } }}
        />
        <IconButton color="primary" aria-label={t('Send')} disabled={!canSend(text, writable, busy)} onClick={() => void send()} data-testid="chat-send">
          <SendIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
