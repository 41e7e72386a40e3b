import { describe, expect, it } from 'vitest';
import { id } from '../../../i18n/id';
import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { roomAnnouncements, type AnnouncedState } from './room-announcements.rules';

const base: AnnouncedState = {
  status: 'ON_GOING',
  stoppedManually: false,
  leadingPrice: '340000000.00',
  endTime: '2026-03-01T01:02:00.000Z',
  extensionsUsed: 0,
  you: { ranking: 1, lastOffer: '340000000.00' },
  participants: { total: 2, present: 2 },
  info: { currency: 'IDR', initialPrice: '400000000.00', minimalDecrement: '1000000.00' } as AnnouncedState['info'],
  auctionType: 'OPEN',
  direction: 'REVERSE',
  biddingType: 'TOTAL_PRICE',
  effectiveDecrement: '1000000.00',
  rules: { proxyBidding: true } as AnnouncedState['rules'],
  offerLog: [],
};

/** The vendor's own offer in its log, asked about and perhaps decided. */
const ownOffer = (decided: Partial<AuctionOfferLogView> = {}): AuctionOfferLogView => ({
  sequence: 4,
  offerId: 'offer-4',
  vendorId: null,
  label: '(You)',
  you: true,
  totalOffer: '340000000.00',
  offerItems: [],
  createdAt: '2026-03-01T01:00:00.000Z',
  priceDisqualified: false,
  priceTooLow: false,
  disqualificationRequested: true,
  disqualificationDeclined: false,
  disqualifyReason: 'typo',
  ...decided,
});

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
  });

  it('gives the vendor the end with its final place, once', () => {
    const ended: AnnouncedState = { ...base, status: 'DONE', you: { ranking: 2, lastOffer: '340000000.00' }, participants: { total: 3, present: 3 } };
    expect(roomAnnouncements(base, ended, 'vendor')).toEqual([
      { topic: 'end', key: 'The auction session has ended. Your final rank: {{rank}} of {{total}}', values: { rank: 2, total: 3 } },
    ]);
    expect(roomAnnouncements(ended, { ...ended }, 'vendor')).toEqual([]);
    // Without an offer, or without a place, only the end.
    expect(roomAnnouncements(base, { ...ended, you: { ranking: null, lastOffer: null } }, 'vendor')).toEqual([{ topic: 'end', key: 'The auction session has ended' }]);
    expect(roomAnnouncements(base, { ...ended, you: { ranking: null, lastOffer: '340000000.00' } }, 'vendor')).toEqual([{ topic: 'end', key: 'The auction session has ended' }]);
  });

  it('leaves a stop and a cancel to the vendor’s dialog, adding only the final place after a stop', () => {
    const stopped: AnnouncedState = { ...base, status: 'DONE', stoppedManually: true };
    expect(roomAnnouncements(base, stopped, 'vendor')).toEqual([{ topic: 'end', key: 'Your final rank: {{rank}} of {{total}}', values: { rank: 1, total: 2 } }]);
    expect(roomAnnouncements(base, { ...stopped, you: { ranking: null, lastOffer: null } }, 'vendor')).toEqual([]);
    expect(roomAnnouncements(base, { ...base, status: 'CANCELED' }, 'vendor')).toEqual([]);
  });

  it('tells the vendor once that its floor stopped its proxy, and nobody else', () => {
    const guarded: AnnouncedState = { ...base, leadingPrice: '340000000.00', you: { ranking: 1, lastOffer: '340000000.00', proxyFloor: '338500000.00' } };
    // Overtaken at 339,000,000: one decrement more (338,000,000) would pass the floor.
    const overtaken: AnnouncedState = { ...guarded, leadingPrice: '339000000.00', you: { ranking: 2, lastOffer: '340000000.00', proxyFloor: '338500000.00' } };
    expect(roomAnnouncements(guarded, overtaken, 'vendor')).toContainEqual({ topic: 'proxy', key: 'Your floor was reached; you are no longer bidding automatically' });
    expect(roomAnnouncements(overtaken, { ...overtaken }, 'vendor')).toEqual([]);
    expect(roomAnnouncements(guarded, overtaken, 'buyer').map((a) => a.topic)).not.toContain('proxy');
    // A floor that still leaves a decrement: the proxy answers, nothing to tell.
    const room = { ...overtaken, you: { ranking: 2, lastOffer: '340000000.00', proxyFloor: '330000000.00' } };
    expect(roomAnnouncements(guarded, room, 'vendor').map((a) => a.topic)).not.toContain('proxy');
    // A forward auction's ceiling.
    const forward: AnnouncedState = { ...guarded, direction: 'FORWARD', leadingPrice: '340000000.00', you: { ranking: 1, lastOffer: '340000000.00', proxyFloor: '341500000.00' } };
    const outbid: AnnouncedState = { ...forward, leadingPrice: '341000000.00', you: { ranking: 2, lastOffer: '340000000.00', proxyFloor: '341500000.00' } };
    expect(roomAnnouncements(forward, outbid, 'vendor')).toContainEqual({ topic: 'proxy', key: 'Your ceiling was reached; you are no longer bidding automatically' });
  });

  it('tells the vendor the buyer’s decision on its request once, when it comes', () => {
    const waiting: AnnouncedState = { ...base, offerLog: [ownOffer()] };
    const kept: AnnouncedState = { ...base, offerLog: [ownOffer({ disqualificationDeclined: true })] };
    expect(roomAnnouncements(waiting, kept, 'vendor')).toEqual([
      { topic: 'decision', key: 'The buyer refused to disqualify your offer of {{amount}}: it stays valid', values: { amount: '340,000,000.00 IDR' } },
    ]);
    expect(roomAnnouncements(kept, { ...kept }, 'vendor')).toEqual([]);
    const granted: AnnouncedState = { ...base, offerLog: [ownOffer({ priceDisqualified: true })] };
    expect(roomAnnouncements(waiting, granted, 'vendor').map((a) => a.key)).toEqual(['The buyer disqualified your offer of {{amount}}, as you asked: your previous offer counts again']);
    // The page's first state, and the buyer's room, say nothing of it.
    expect(roomAnnouncements({ ...base }, kept, 'vendor')).toEqual([]);
    expect(roomAnnouncements(waiting, kept, 'buyer')).toEqual([]);
  });

  it('has every text it says in Indonesian', () => {
    const keys = [
      ...roomAnnouncements(base, { ...base, status: 'DONE' }, 'vendor'),
      ...roomAnnouncements(base, { ...base, status: 'DONE', stoppedManually: true }, 'vendor'),
      ...roomAnnouncements(base, { ...base, status: 'DONE', you: { ranking: null, lastOffer: null } }, 'vendor'),
      ...roomAnnouncements(base, { ...base, status: 'CANCELED' }, 'buyer'),
      ...roomAnnouncements(base, { ...base, leadingPrice: '1.00', you: { ranking: 2, lastOffer: '1.00' }, extensionsUsed: 1, endTime: '2026-03-01T01:03:00.000Z' }, 'vendor'),
      { key: 'Your floor was reached; you are no longer bidding automatically' },
      { key: 'Your ceiling was reached; you are no longer bidding automatically' },
      { key: 'You asked the buyer to disqualify your offer of {{amount}}: waiting for the decision' },
      { key: 'The buyer disqualified your offer of {{amount}}, as you asked: your previous offer counts again' },
      { key: 'The buyer refused to disqualify your offer of {{amount}}: it stays valid' },
    ].map((said) => said.key);
    expect(keys).toHaveLength(12);
    for (const key of keys) expect(id[key as keyof typeof id], key).toBeTruthy();
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
