import Box from '@mui/material/Box';
import { DEFAULT_CURRENCY } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProfile } from '../../../api/auth/profile-query';
import { useChatRoom } from '../../../api/realtime/use-chat-room';
import { PageHeader } from '../../../components/layout/page-header';
import { ChatPanel } from './chat-panel';

/** /chat/{roomId}: the chat of a negotiation on its own page (the parties and spectators); the server says who may write. */
export function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roomId = '' } = useParams();
  const profile = useProfile().data;
  const chat = useChatRoom(roomId);
  const spectator = profile?.account.role === 'spectator_auction';
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <PageHeader title={t('Chat Room')} onBack={() => void navigate(-1)} />
      <ChatPanel chat={chat} currency={DEFAULT_CURRENCY} accountId={profile?.account.id ?? null} readOnly={spectator} height="calc(100vh - 220px)" />
    </Box>
  );
}
