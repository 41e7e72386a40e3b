import type { ChatMessageView } from '@procura/domain/negotiation/negotiation.views';
import { describe, expect, it } from 'vitest';
import { canSend, closedNotice, dealKindOf, dealLine, isSendKey } from './chat.rules';

const base: ChatMessageView = {
  _id: 'm1',
  roomId: 'r1',
  senderId: 'a1',
  senderCompany: 'PT Vendor',
  senderName: 'Vina',
  fromRole: 'vendor',
  message: 'DEAL',
  chatType: 'OFFER',
  priceDeal: '1234567',
  waitingDealConfirmation: true,
  dealConfirmed: false,
  dealNotConfirmed: false,
  createdAt: '2026-11-25T03:00:00.000Z',
};

describe('chat', () => {
  it('styles deal messages by where the handshake stands, worded by the sender role, with the price', () => {
    expect(dealKindOf(base)).toBe('waiting');
    expect(dealLine(base, 'IDR')).toEqual({ key: 'The vendor offers a deal at {{price}}, waiting for confirmation', values: { price: '1,234,567.00 IDR' } });
    expect(dealLine({ ...base, fromRole: 'buyer', waitingDealConfirmation: false, dealConfirmed: true }, 'IDR')?.key).toBe('The buyer confirmed the deal at {{price}}');
    expect(dealKindOf({ ...base, waitingDealConfirmation: false, dealNotConfirmed: true })).toBe('notConfirmed');
    expect(dealKindOf({ ...base, chatType: 'TEXT' })).toBeNull();
    expect(dealLine({ ...base, chatType: 'TEXT' }, 'IDR')).toBeNull();
  });

  it('names the closing date in the spec texts (24 h)', () => {
    expect(closedNotice(null)).toBeNull();
    expect(closedNotice({ kind: 'DONE', at: '2026-11-25T08:30:00.000Z' })).toEqual({ key: 'This negotiation has been closed at {{date}}', values: { date: '25/11/2026 15:30 WIB' } });
    expect(closedNotice({ kind: 'CANCELED', at: '2026-11-25T08:30:00.000Z' })?.key).toBe('This negotiation has been canceled at {{date}}');
  });

  it('sends on Enter, not on Shift+Enter or while composing, and never an empty text or into a closed room', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(canSend('  ', true, false)).toBe(false);
    expect(canSend('hi', false, false)).toBe(false);
    expect(canSend('hi', true, true)).toBe(false);
    expect(canSend('hi', true, false)).toBe(true);
  });
});
