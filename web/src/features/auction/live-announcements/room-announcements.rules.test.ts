import { describe, expect, it } from 'vitest';
import { roomAnnouncements, type AnnouncedState } from './room-announcements.rules';

const base: AnnouncedState = {
  status: 'ON_GOING',
  leadingPrice: '340000000.00',
  endTime: '2026-03-01T01:02:00.000Z',
  extensionsUsed: 0,
  you: { ranking: 1, lastOffer: '340000000.00' },
  participants: { total: 2, present: 2 },
  info: { currency: 'IDR' } as AnnouncedState['info'],
};

describe('what the room announces', () => {
  it('says nothing for the first state a page receives', () => {
    expect(roomAnnouncements(null, base, 'vendor')).toEqual([]);
  });

  it('announces a new leading price and the vendor’s new place', () => {
    const next: AnnouncedState = { ...base, leadingPrice: '335000000.00', you: { ranking: 2, lastOffer: '340000000.00' } };
    expect(roomAnnouncements(base, next, 'vendor')).toEqual([
      { topic: 'leading-price', key: 'New leading price: {{price}}', values: { price: '335,000,000.00 IDR' } },
      { topic: 'rank', key: 'Your rank: {{rank}} of {{total}}', values: { rank: 2, total: 2 } },
    ]);
  });

  it('gives the buyer no rank, and the end', () => {
    const next: AnnouncedState = { ...base, leadingPrice: '335000000.00', you: null };
    expect(roomAnnouncements(base, next, 'buyer').map((a) => a.topic)).toEqual(['leading-price']);
    expect(roomAnnouncements(base, { ...base, status: 'DONE' }, 'buyer')).toEqual([{ topic: 'end', key: 'The auction session has ended' }]);
    expect(roomAnnouncements(base, { ...base, status: 'CANCELED' }, 'buyer')).toEqual([{ topic: 'end', key: 'The auction session was canceled' }]);
    // The vendor's room says the end in its own toast and dialog.
    expect(roomAnnouncements(base, { ...base, status: 'DONE' }, 'vendor')).toEqual([]);
  });

  it('announces an extension with the new end, in Jakarta time', () => {
    const next: AnnouncedState = { ...base, extensionsUsed: 1, endTime: '2026-03-01T01:02:30.000Z' };
    expect(roomAnnouncements(base, next, 'vendor')).toEqual([
      { topic: 'extension', key: 'The session was extended. It now ends at {{time}}', values: { time: '08:02:30' } },
    ]);
  });

  it('stays quiet when nothing it speaks of changed, and before the vendor’s first offer', () => {
    expect(roomAnnouncements(base, { ...base }, 'vendor')).toEqual([]);
    const noOffer: AnnouncedState = { ...base, you: { ranking: null, lastOffer: null } };
    expect(roomAnnouncements(noOffer, { ...noOffer, you: { ranking: 2, lastOffer: null } }, 'vendor')).toEqual([]);
  });
});
