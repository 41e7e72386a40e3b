import { formatMoney } from '@procura/domain/common/money/money';
import { formatDateTime } from '@procura/domain/common/dates';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { ChatMessageView, ChatRoomView } from '@procura/domain/negotiation/negotiation.views';

export type DealKind = 'waiting' | 'confirmed' | 'notConfirmed';

/** Where a deal message's handshake stands, or null for a typed message. */
export function dealKindOf(message: ChatMessageView): DealKind | null {
  if (message.chatType !== 'OFFER') return null;
  if (message.dealConfirmed) return 'confirmed';
  if (message.dealNotConfirmed) return 'notConfirmed';
  if (message.waitingDealConfirmation) return 'waiting';
  return null;
}

/**
 * The deal line's catalogue key and values: the sender's role decides the wording (docs/rules/negotiation.md#chat),
 * the price is shown the spec's way.
 */
export function dealLine(message: ChatMessageView, currency: string): { key: string; values: Record<string, string> } | null {
  const kind = dealKindOf(message);
  if (!kind) return null;
  const price = message.priceDeal ? formatMoney(message.priceDeal, currency) : '-';
  const side = message.fromRole === 'vendor' ? 'vendor' : 'buyer';
  const keys = {
    waiting: { buyer: 'The buyer offers a deal at {{price}}, waiting for confirmation', vendor: 'The vendor offers a deal at {{price}}, waiting for confirmation' },
    confirmed: { buyer: 'The buyer confirmed the deal at {{price}}', vendor: 'The vendor confirmed the deal at {{price}}' },
    notConfirmed: { buyer: 'The buyer did not confirm the deal at {{price}}', vendor: 'The vendor did not confirm the deal at {{price}}' },
  } as const;
  return { key: keys[kind][side], values: { price } };
}

/** The closed room's text (docs/rules/negotiation.md#chat) with its date filled, or null while open. */
export function closedNotice(closed: ChatRoomView['closed']): { key: string; values: Record<string, string> } | null {
  if (!closed) return null;
  const key = closed.kind === 'DONE' ? NEGOTIATION_MSG.chatClosed : NEGOTIATION_MSG.chatCanceled;
  return { key: key.replace('{date}', '{{date}}'), values: { date: formatDateTime(closed.at) } };
}

/** Enter sends, Shift+Enter (and composition, e.g. an IME) keeps typing. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** A message may be sent when it has something besides spaces and the room accepts writing. */
export function canSend(text: string, writable: boolean, busy: boolean): boolean {
  return writable && !busy && text.trim().length > 0;
}

/** The date heading between messages of different days. */
export function dayKey(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}
