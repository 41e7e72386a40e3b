import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { CHAT_PAGE_SIZE } from '@procura/domain/negotiation/negotiation.enums';
import type { ChatMessageView, ChatRoomView } from '@procura/domain/negotiation/negotiation.views';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { ErrorEnvelope } from '@procura/domain/common/errors';
import { useCallback, useRef, useState } from 'react';
import { NETWORK_ERROR } from '../api-error';
import { mergeMessages, oldestTime } from './chat-room.rules';
import { http } from '../http-client';
import { sendCommand } from './socket-client';
import { ACK_TIMEOUT_MS, useLiveRoom } from './use-live-room';
const NO_ANSWER: ErrorEnvelope = { errors: [{ param: null, msg: NETWORK_ERROR }] };

export interface ChatRoom {
  room: Omit<ChatRoomView, 'messages'> | null;
  messages: ChatMessageView[];
  /** The JOIN_CHAT_ROOM refusal, or null. */
  error: string | null;
  reconnecting: boolean;
  /** True while older messages may exist (the last page was full). */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** NEW_MESSAGE: resolves with the server's answer (the stored message, or the refusal). */
  send: (message: string) => Promise<Ack<ChatMessageView>>;
}

/** GET /api/chat/messages/{roomId}?before=…: one page of older messages. */
const fetchOlder = (roomId: string, before: string) =>
  http.get<ChatRoomView>(`/api/chat/messages/${encodeURIComponent(roomId)}?before=${encodeURIComponent(before)}`);

/**
 * A chat room over the tab's socket (the live-room skeleton, useLiveRoom): JOIN_CHAT_ROOM on every (re)connection (its ack, like
 * RESPONSE_JOIN_CHAT_ROOM, is the newest page and whether this reader may write), RESPONSE_MESSAGE
 * merged in by id; older pages over HTTP.
 */
export function useChatRoom(roomId: string | null): ChatRoom {
  const [room, setRoom] = useState<Omit<ChatRoomView, 'messages'> | null>(null);
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const receiveRoom = (view: ChatRoomView) => {
    if (view.roomId !== roomId) return;
    const { messages: page, ...rest } = view;
    setRoom(rest);
    setMessages((current) => mergeMessages(current, page));
    setHasOlder((older) => older || page.length >= CHAT_PAGE_SIZE);
  };

  const { reconnecting, error } = useLiveRoom<ChatRoomView>(roomId, {
    join: (socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('JOIN_CHAT_ROOM', { roomId: roomId! }),
    failedText: NEGOTIATION_MSG.notFound,
    onState: receiveRoom,
    listen: (socket) => {
      const onMessage = (message: ChatMessageView) => {
        if (message.roomId === roomId) setMessages((current) => mergeMessages(current, [message]));
      };
      socket.on('RESPONSE_MESSAGE', onMessage);
      socket.on('RESPONSE_JOIN_CHAT_ROOM', receiveRoom);
      return () => {
        socket.off('RESPONSE_MESSAGE', onMessage);
        socket.off('RESPONSE_JOIN_CHAT_ROOM', receiveRoom);
      };
    },
    // The chat has no leave command, and shows no notice for a connection attempt that fails.
    noticeConnectErrors: false,
  });

  const loadOlder = useCallback(async () => {
    const before = oldestTime(messagesRef.current);
    if (!roomId || !before) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlder(roomId, before);
      setMessages((current) => mergeMessages(current, page.messages));
      setHasOlder(page.messages.length >= CHAT_PAGE_SIZE);
    } catch {
      setHasOlder(false);
    } finally {
      setLoadingOlder(false);
    }
  }, [roomId]);

  const send = useCallback(
    async (message: string): Promise<Ack<ChatMessageView>> => {
      if (!roomId) return NO_ANSWER;
      const command = { roomId, message };
      const answer = await sendCommand((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('NEW_MESSAGE', command)).catch(() => NO_ANSWER);
      if ('data' in answer) setMessages((current) => mergeMessages(current, [answer.data]));
      return answer;
    },
    [roomId],
  );

  return { room, messages, error, reconnecting, hasOlder, loadingOlder, loadOlder, send };
}
