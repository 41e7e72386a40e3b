import { and, desc, eq, lt } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { formatDate, formatTime } from '@procura/domain/common/dates';
import { CHAT_PAGE_SIZE } from '@procura/domain/negotiation/negotiation.enums';
import { chatRoom } from '@procura/domain/negotiation/negotiation.events';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { ChatMessageView, ChatRoomView } from '@procura/domain/negotiation/negotiation.views';
import { isNegotiationCanceled, isNegotiationDone } from '@procura/domain/negotiation/negotiation-status.rules';
import { chatMessages } from '../../../db/schema/negotiation';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { slowDown, type SlowDown } from '../../../platform/security/rate-limit';
import { negotiationNotFound, requireNegotiationViewer, requireParty, type NegotiationRow } from '../negotiation-access';
import { accountNames } from '../../../platform/account-names';
import { presentChat, sidesOf } from '../online/negotiation-online.presenter';

// The chat of a negotiation (the room id is the negotiation id): the parties write, spectators
// read; closed once the negotiation is DONE or CANCELED. Messages are plain text: stored as typed
// (control characters refused by the schema), never interpreted as markup.

/** A burst of 5 messages, then one a second; the count is forgotten after 5 quiet seconds. */
export const CHAT_SLOW_DOWN: SlowDown = { name: 'chat:sender', free: 5, firstWaitSeconds: 1, maxWaitSeconds: 1, forgetAfterSeconds: 5 };

/** `dd/mm/yyyy HH:mm` in Asia/Jakarta, as the closed notice names the date. */
const closedDate = (at: Date) => `${formatDate(at)} ${formatTime(at, false)}`;

function closedOf(negotiation: NegotiationRow): ChatRoomView['closed'] {
  if (isNegotiationDone(negotiation.status)) return { kind: 'DONE', at: (negotiation.endedAt ?? negotiation.updatedAt).toISOString() };
  if (isNegotiationCanceled(negotiation.status)) return { kind: 'CANCELED', at: (negotiation.canceledAt ?? negotiation.updatedAt).toISOString() };
  return null;
}

/** The spec's closed notice, or null while the chat is open. */
export function closedNotice(negotiation: NegotiationRow): string | null {
  const closed = closedOf(negotiation);
  if (!closed) return null;
  return (closed.kind === 'DONE' ? MSG.chatClosed : MSG.chatCanceled).replace('{date}', closedDate(new Date(closed.at)));
}

/** GET /api/chat/messages/{roomId}?before and JOIN_CHAT_ROOM: the newest 50 (before `before`), oldest first. */
export async function chatRoomView(ctx: AppContext, user: AuthUser, roomId: string, before?: string): Promise<ChatRoomView> {
  const access = await requireNegotiationViewer(ctx.db, user, roomId);
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(before ? and(eq(chatMessages.roomId, roomId), lt(chatMessages.createdAt, new Date(before))) : eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE);
  const notice = closedNotice(access.negotiation);
  return {
    roomId,
    messages: rows.reverse().map(presentChat),
    closed: closedOf(access.negotiation),
    canWrite: access.viewer !== 'spectator' && !access.readOnly && !notice,
    message: notice ?? '',
  };
}

/** GET /api/chat/messages/{id}/search-by-id: one message, for whoever sees its room. */
export async function chatMessageById(ctx: AppContext, user: AuthUser, id: string): Promise<ChatMessageView> {
  const [row] = await ctx.db.select().from(chatMessages).where(eq(chatMessages.id, id));
  if (!row) throw negotiationNotFound();
  await requireNegotiationViewer(ctx.db, user, row.roomId);
  return presentChat(row);
}

/** NEW_MESSAGE: a party's text, stored, then broadcast to the chat room after commit. */
export async function sendChatMessage(ctx: AppContext, user: AuthUser, input: { roomId: string; message: string }): Promise<ChatMessageView> {
  const access = await requireNegotiationViewer(ctx.db, user, input.roomId);
  const party = requireParty(access);
  const notice = closedNotice(access.negotiation);
  if (notice) throw AppError.field(HTTP.unprocessable, 'message', notice);
  await slowDown(ctx.db, ctx.clock, CHAT_SLOW_DOWN, user.id);
  const sides = await sidesOf(ctx.db, access);
  const senderName = (await accountNames(ctx.db, [user.id])).get(user.id) ?? '';
  const [row] = await ctx.db
    .insert(chatMessages)
    .values({
      roomId: input.roomId,
      senderId: user.id,
      senderCompany: party === 'buyer' ? sides.buyerCompany : sides.vendorName,
      senderName,
      fromRole: party,
      message: input.message,
      chatType: 'TEXT',
      createdAt: ctx.clock.now(),
    })
    .returning();
  const message = presentChat(row!);
  ctx.broadcast.emit(chatRoom(input.roomId), 'RESPONSE_MESSAGE', message);
  return message;
}
