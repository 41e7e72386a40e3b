import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluationContextOf } from '../../procurement/evaluation/procurement-evaluation.rules';
import type { AuctionType } from '../../procurement/procurement.enums';
import { projectAuction, type AuctionAudience, type AuctionProjectionInput, type OfferLogEntry } from './auction-projection.rules';
import { rankStandings, withTrends, type RankableVendor } from '../bidding/auction-ranking.rules';

/** A standing with the identity a server row carries beside it (which must never travel). */
type Participant = RankableVendor & { accountId: string; email: string };

const participant = (name: string, lastPrice: string | null, values: Partial<Participant> = {}): Participant => ({
  vendorId: `vendor-${name}`,
  accountId: `account-${name}`,
  email: `${name.toLowerCase()}@example.test`,
  name,
  lastPrice,
  lastOfferAt: lastPrice === null ? null : '2026-11-24T10:00:00.000Z',
  lastSequence: null,
  indicatorPrice: null,
  administrationPassed: true,
  technicalScore: '80.00',
  ...values,
});

const evaluation = evaluationContextOf({
  administrationValue: '10.00',
  technicalValue: '40.00',
  priceValue: '50.00',
  evaluationMethod: 'MERIT_POINT',
  negotiationType: 'REVERSE_AUCTION',
});

function input(standings: Participant[], offerLog: OfferLogEntry[], values: Partial<AuctionProjectionInput<Participant>> = {}): AuctionProjectionInput<Participant> {
  const ranking = rankStandings(standings, { evaluation, simulation: false, initialPrice: '1000.00', indicatorPrice: '1000.00' });
  return {
    status: 'ON_GOING',
    auctionType: 'OPEN',
    ranking: withTrends(ranking, []),
    offerLog,
    leadingPrice: '800.00',
    participants: { total: standings.length, present: 2 },
    ...values,
  };
}

let logSequence = 0;
const log = (offerId: string, who: Participant, totalOffer: string, values: Partial<OfferLogEntry> = {}): OfferLogEntry => ({
  sequence: ++logSequence,
  offerId,
  offerItems: [{ auctionItemId: 'item-1', unitOffer: '9.00' }],
  disqualificationRequested: true,
  disqualificationDeclined: true,
  disqualifyReason: 'typo in my price',
  vendorId: who.vendorId,
  vendorName: who.name,
  totalOffer,
  createdAt: '2026-11-24T10:00:00.000Z',
  priceDisqualified: false,
  priceTooLow: false,
  ...values,
});

const alpha = participant('Alpha', '900.00');
const beta = participant('Beta', '800.00');
const offers = [log('offer-1', alpha, '900.00', { priceTooLow: true }), log('offer-2', beta, '800.00')];
const asAlpha: AuctionAudience = { kind: 'VENDOR', vendorId: alpha.vendorId };

describe('buyer projection', () => {
  it('names every vendor with its id, full price, scores and the trophy', () => {
    const view = projectAuction(input([alpha, beta], offers), { kind: 'BUYER' });
    expect(view.leadingPrice).toBe('800.00');
    expect(view.you).toBeNull();
    expect(view.ranks.map((r) => [r.label, r.vendorId, r.ranking, r.winner, r.lastOffer, r.scores?.totalScore])).toEqual([
      ['Beta', beta.vendorId, 1, true, '800.00', '92.00'],
      ['Alpha', alpha.vendorId, 2, false, '900.00', '86.44'],
    ]);
    expect(view.offerLog.map((o) => [o.offerId, o.vendorId, o.label, o.priceTooLow])).toEqual([
      ['offer-1', alpha.vendorId, 'Alpha', true],
      ['offer-2', beta.vendorId, 'Beta', false],
    ]);
  });

  it('shows no rank before the session runs', () => {
    const view = projectAuction(input([alpha, beta], [], { status: 'NOT_STARTED' }), { kind: 'BUYER' });
    expect(view.ranks.map((r) => [r.ranking, r.winner, r.trend])).toEqual([
      [null, false, 'same'],
      [null, false, 'same'],
    ]);
  });
});

describe('vendor projection', () => {
  it('marks its own rows (You) and everyone else Other Vendor, without their ids', () => {
    const view = projectAuction(input([alpha, beta], offers), asAlpha);
    expect(view.leadingPrice).toBe('800.00');
    expect(view.you).toEqual({ ranking: 2, lastOffer: '900.00', proxyFloor: null });
    expect(view.ranks.map((r) => [r.label, r.you, r.vendorId, r.ranking, r.lastOffer, r.scores === null])).toEqual([
      ['Other Vendor', false, null, 1, '800.00', true],
      ['(You)', true, null, 2, '900.00', false],
    ]);
    expect(view.offerLog.map((o) => [o.offerId, o.label, o.you, o.totalOffer, o.priceTooLow])).toEqual([
      ['offer-1', '(You)', true, '900.00', true],
      [null, 'Other Vendor', false, '800.00', false],
    ]);
  });

  it('keeps its own unit prices and disqualification request, and nobody else’s', () => {
    const [own, other] = projectAuction(input([alpha, beta], offers), asAlpha).offerLog;
    expect(own).toMatchObject({ sequence: offers[0]!.sequence, offerItems: [{ auctionItemId: 'item-1', unitOffer: '9.00' }], disqualificationRequested: true, disqualificationDeclined: true, disqualifyReason: 'typo in my price' });
    expect(other).toMatchObject({ sequence: offers[1]!.sequence, offerItems: [], disqualificationRequested: false, disqualificationDeclined: false, disqualifyReason: null });
    const buyer = projectAuction(input([alpha, beta], offers), { kind: 'BUYER' }).offerLog;
    expect(buyer.map((o) => [o.label, o.disqualificationRequested, o.offerItems.length])).toEqual([['Alpha', true, 1], ['Beta', true, 1]]);
  });

  it('shows only its own offers, rank and the participant count in a CLOSE auction, never the leading price', () => {
    const view = projectAuction(input([alpha, beta], offers, { auctionType: 'CLOSE' }), asAlpha);
    expect(view.leadingPrice).toBeNull();
    expect(view.participants).toEqual({ total: 2, present: 2 });
    expect(view.ranks.map((r) => [r.label, r.ranking])).toEqual([['(You)', 2]]);
    expect(view.offerLog.map((o) => o.offerId)).toEqual(['offer-1']);
    // The price score is best / own: it would give the leading price away.
    expect(view.ranks[0]!.scores).toMatchObject({ priceScore: null, totalScore: null, technicalScore: '80.00' });
    expect(JSON.stringify(view)).not.toContain('800.00');
  });

  it('has no standing of its own before it offers', () => {
    const gamma = participant('Gamma', null);
    expect(projectAuction(input([alpha, beta, gamma], offers), { kind: 'VENDOR', vendorId: gamma.vendorId }).you).toEqual({ ranking: null, lastOffer: null, proxyFloor: null });
  });

  it('never contains another vendor’s id, account id, name, e-mail or offer id, whatever they are', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 });
    const vendor = fc.record({ name: text, id: fc.uuid(), account: fc.uuid(), email: text, price: fc.option(fc.integer({ min: 1, max: 5000 })) });
    const arbitrary = fc.record({
      vendors: fc.uniqueArray(vendor, { minLength: 1, maxLength: 6, selector: (v) => v.name }),
      offers: fc.array(fc.record({ who: fc.nat(), amount: fc.integer({ min: 1, max: 5000 }), offerId: fc.uuid(), tooLow: fc.boolean() }), { maxLength: 12 }),
      auctionType: fc.constantFrom<AuctionType>('OPEN', 'CLOSE'),
      viewer: fc.nat(),
    });
    fc.assert(
      fc.property(arbitrary, ({ vendors, offers: made, auctionType, viewer }) => {
        // Markers keep a random name from matching fixed text of the payload by chance.
        // Indexes in the ids keep two generated ids from being equal by chance.
        const standings = vendors.map((v, i) =>
          participant(`«${v.name}»`, v.price === null ? null : `${v.price}.00`, {
            vendorId: `v${i}:${v.id}`,
            accountId: `a${i}:${v.account}`,
            email: `«${v.email}»@mail.test`,
          }),
        );
        const offerLog = made.map((o, k) => log(`o${k}:${o.offerId}`, standings[o.who % standings.length]!, `${o.amount}.00`, { priceTooLow: o.tooLow }));
        const me = standings[viewer % standings.length]!;
        const json = JSON.stringify(projectAuction(input(standings, offerLog, { auctionType }), { kind: 'VENDOR', vendorId: me.vendorId }));
        const escaped = (value: string) => JSON.stringify(value).slice(1, -1);
        for (const other of standings.filter((s) => s.vendorId !== me.vendorId)) {
          for (const secret of [other.vendorId, other.accountId, other.name, other.email]) expect(json).not.toContain(escaped(secret));
        }
        for (const offer of offerLog.filter((o) => o.vendorId !== me.vendorId)) expect(json).not.toContain(offer.offerId);
      }),
      { numRuns: 300 },
    );
  });
});

describe('proxy floors and proxy offers', () => {
  const floored = [participant('Alpha', '900.00', { proxyFloor: '612.34' } as Partial<Participant>), participant('Beta', '800.00', { proxyFloor: '598.76' } as Partial<Participant>)];
  const proxyOffers = [log('offer-p1', floored[0]!, '900.00', { byProxy: true }), log('offer-p2', floored[1]!, '800.00', { byProxy: true })];

  it("gives a vendor its own floor and every offer's proxy mark, and no other floor", () => {
    const view = projectAuction(input(floored, proxyOffers), { kind: 'VENDOR', vendorId: floored[0]!.vendorId });
    expect(view.you?.proxyFloor).toBe('612.34');
    expect(view.offerLog.map((o) => [o.you, o.byProxy])).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(JSON.stringify(view)).not.toContain('598.76');
  });

  it('gives the buyer the proxy marks and no floor', () => {
    const view = projectAuction(input(floored, proxyOffers), { kind: 'BUYER' });
    expect(view.offerLog.map((o) => o.byProxy)).toEqual([true, true]);
    expect(JSON.stringify(view)).not.toMatch(/612\.34|598\.76/);
  });
});
