import type { ChatMessageView } from '@procura/domain/negotiation/negotiation.views';
import { describe, expect, it } from 'vitest';
import { mergeMessages, oldestTime } from './chat-room.rules';

const message = (id: string, minute: number): ChatMessageView => ({
  _id: id,
  roomId: 'r1',
  senderId: 'a1',
  senderCompany: 'PT Buyer',
  senderName: 'Budi',
  fromRole: 'buyer',
  message: `m${id}`,
  chatType: 'TEXT',
  priceDeal: null,
  waitingDealConfirmation: false,
  dealConfirmed: false,
  dealNotConfirmed: false,
  createdAt: `2026-11-25T03:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('chat messages', () => {
  it('merge by id, oldest first, so a repeated or older page lands once in its place', () => {
    const held = [message('b', 5), message('c', 7)];
    const merged = mergeMessages(held, [message('c', 7), message('a', 1), message('d', 9)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(oldestTime(merged)).toBe('2026-11-25T03:01:00.000Z');
    expect(oldestTime([])).toBeNull();
  });
});
