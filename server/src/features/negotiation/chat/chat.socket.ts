import { joinChatSchema, newMessageSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { chatRoom } from '@procura/domain/negotiation/negotiation.events';
import type { AppContext } from '../../../platform/context';
import type { RealtimeServer } from '../../../platform/realtime/realtime';
import { onCommand } from '../../../platform/realtime/realtime-commands';
import { chatRoomView, sendChatMessage } from './chat.service';

/** JOIN_CHAT_ROOM (after the access check; answered as RESPONSE_JOIN_CHAT_ROOM and in the ack) and NEW_MESSAGE, registered once for the server. */
export function registerChatSocket(io: RealtimeServer, ctx: AppContext): void {
  onCommand(io, ctx.log, 'JOIN_CHAT_ROOM', joinChatSchema, async ({ roomId }, user, socket) => {
    const room = await chatRoomView(ctx, user, roomId);
    await socket.join(chatRoom(roomId));
    socket.emit('RESPONSE_JOIN_CHAT_ROOM', room);
    return room;
  }, { limit: 'join' });

  onCommand(io, ctx.log, 'NEW_MESSAGE', newMessageSchema, (input, user) => sendChatMessage(ctx, user, input), { limit: 'room' });
}
