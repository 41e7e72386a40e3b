import type { AuctionInfoView, AuctionItemView, AuctionOfferLogView, AuctionRankView, AuctionRoomState, BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { describe, expect, it } from 'vitest';
import { bidChartSeries, chartTimeDomain } from './bid-chart.rules';
import { fewerThanTwoDue, FEWER_THAN_TWO_GRACE_MS } from '../monitor.rules';
import { bubbleMarks, canDisqualify, leadingOfferSequence, pendingRequests, reachesEstimate } from './offer-log.rules';
import { formatSaving, rankingRows, savingAgainstEstimate, savingBaselineNote, savingTone, showsRank, showsResendLink } from './ranking.rules';
import { sortUnitPriceRows, unitPriceRows, unitPriceTotal } from './unit-price.rules';
import { vendorColours } from './vendor-palette';

let sequence = 0;
function offer(values: Partial<AuctionOfferLogView> = {}): AuctionOfferLogView {
  sequence += 1;
  return {
    sequence,
    offerId: `offer-${sequence}`,
    vendorId: 'v1',
    label: 'PT Satu',
    you: false,
    totalOffer: '100.00',
    offerItems: [],
    createdAt: new Date(Date.UTC(2026, 10, 24, 3, 0, sequence)).toISOString(),
    priceDisqualified: false,
    priceTooLow: false,
    disqualificationRequested: false,
    disqualificationDeclined: false,
    disqualifyReason: null,
    ...values,
  };
}

describe('the offer log marks', () => {
  it('flags a reverse offer at or below the estimated total and a forward one at or above it', () => {
    expect(reachesEstimate('1000.00', '1000', 'REVERSE')).toBe(true);
    expect(reachesEstimate('999.99', '1000', 'REVERSE')).toBe(true);
    expect(reachesEstimate('1000.01', '1000', 'REVERSE')).toBe(false);
    expect(reachesEstimate('1000.00', '1000', 'FORWARD')).toBe(true);
    expect(reachesEstimate('999.99', '1000', 'FORWARD')).toBe(false);
  });

  it('flags nothing without an estimate', () => {
    expect(reachesEstimate('1.00', null, 'REVERSE')).toBe(false);
    expect(reachesEstimate('1.00', '0', 'REVERSE')).toBe(false);
  });

  it('puts the trophy on the earliest valid offer at the leading price', () => {
    const first = offer({ totalOffer: '90.00', vendorId: 'v1' });
    const disqualified = offer({ totalOffer: '80.00', vendorId: 'v2', priceDisqualified: true });
    const later = offer({ totalOffer: '90.00', vendorId: 'v3' });
    expect(leadingOfferSequence([later, disqualified, first], '90.00')).toBe(first.sequence);
    expect(leadingOfferSequence([first], null)).toBeNull();
    expect(leadingOfferSequence([disqualified], '80')).toBeNull();
  });

  it('lists the requests not decided yet, oldest first', () => {
    const asked = offer({ disqualificationRequested: true, disqualifyReason: 'typo' });
    const granted = offer({ disqualificationRequested: true, priceDisqualified: true });
    const plain = offer();
    const askedLater = offer({ disqualificationRequested: true });
    expect(pendingRequests([askedLater, plain, granted, asked]).map((o) => o.sequence)).toEqual([asked.sequence, askedLater.sequence]);
  });

  it('lets the buyer disqualify a valid offer only while the session is on going', () => {
    expect(canDisqualify(offer(), 'ON_GOING')).toBe(true);
    expect(canDisqualify(offer(), 'DONE')).toBe(false);
    expect(canDisqualify(offer({ priceDisqualified: true }), 'ON_GOING')).toBe(false);
  });

  it('greys a disqualified offer without a flag, trophy or request mark', () => {
    const gone = offer({ totalOffer: '50.00', priceDisqualified: true, disqualificationRequested: true, priceTooLow: true });
    expect(bubbleMarks(gone, { estimatedTotal: '100', direction: 'REVERSE', leadingSequence: gone.sequence })).toEqual({
      reachesEstimate: false,
      leading: false,
      disqualified: true,
      requested: false,
      kept: false,
      tooLow: false,
    });
    const leading = offer({ totalOffer: '50.00', priceTooLow: true, disqualificationRequested: true });
    expect(bubbleMarks(leading, { estimatedTotal: '100', direction: 'REVERSE', leadingSequence: leading.sequence })).toEqual({
      reachesEstimate: true,
      leading: true,
      disqualified: false,
      requested: true,
      kept: false,
      tooLow: true,
    });
    // Kept by the buyer: no longer waiting, marked as kept.
    const kept = offer({ disqualificationRequested: true, disqualificationDeclined: true });
    expect(bubbleMarks(kept, { estimatedTotal: null, direction: 'REVERSE', leadingSequence: null })).toMatchObject({ requested: false, kept: true, disqualified: false });
  });
});

function rank(values: Partial<AuctionRankView>): AuctionRankView {
  return { label: 'PT', you: false, vendorId: 'v', ranking: null, prevRanking: null, trend: 'new', winner: false, lastOffer: null, scores: null, ...values };
}

function invitation(values: Partial<BuyerInvitationRow>): BuyerInvitationRow {
  return {
    invitationId: 'i',
    procurementVendorId: 'v',
    vendorName: 'PT',
    vendorEmail: 'a@b.co',
    picVendor: 'Budi',
    status: 'ATTEND',
    reasonNotAttend: null,
    joinedStatus: 'JOINED',
    present: true,
    resendAvailableAt: null,
    documents: [],
    ...values,
  };
}

describe('the ranking table', () => {
  it('colours saving green above 0, red below, plain at 0 or without one', () => {
    expect(savingTone('12.50')).toBe('positive');
    expect(savingTone('-0.01')).toBe('negative');
    expect(savingTone('0.00')).toBe('neutral');
    expect(savingTone(null)).toBe('neutral');
  });

  it("measures Saving % against the procurement's estimate, the same baseline for every vendor", () => {
    const session = (estimatedTotal: string | null, values: Partial<Pick<AuctionRoomState, 'biddingType' | 'direction'>> = {}) => ({
      biddingType: 'TOTAL_PRICE' as const,
      direction: 'REVERSE' as const,
      info: { estimatedTotal } as AuctionInfoView,
      ...values,
    });
    // The demo: estimate 345,000,000; the winner at 336,000,000 saves more than the runner-up at 338,000,000.
    expect(savingAgainstEstimate(session('345000000.00'), '336000000.00')).toBe('2.61');
    expect(savingAgainstEstimate(session('345000000.00'), '338000000.00')).toBe('2.03');
    expect(savingAgainstEstimate(session('345000000.00'), '350000000.00')).toBe('-1.45');
    expect(savingAgainstEstimate(session('1000.00', { direction: 'FORWARD' }), '1100.00')).toBe('10.00');
    // A dash, never a made-up figure: no offer, no estimate, or a unit-price session.
    expect(savingAgainstEstimate(session('345000000.00'), null)).toBeNull();
    expect(savingAgainstEstimate(session(null), '336000000.00')).toBeNull();
    expect(savingAgainstEstimate(session('345000000.00', { biddingType: 'UNIT_PRICE' }), '336000000.00')).toBeNull();
    expect(savingAgainstEstimate(session('345000000.00', { biddingType: 'TOTAL_PRICE_BY_UNIT' }), '336000000.00')).toBe('2.61');
  });

  it('says what Saving % is measured against, or why it is not shown', () => {
    const info = (estimatedTotal: string | null) => ({ estimatedTotal }) as AuctionInfoView;
    expect(savingBaselineNote({ biddingType: 'TOTAL_PRICE', info: info('345000000.00') })).toEqual({ kind: 'estimate', estimatedTotal: '345000000.00' });
    expect(savingBaselineNote({ biddingType: 'TOTAL_PRICE', info: info(null) })).toEqual({ kind: 'no-estimate' });
    expect(savingBaselineNote({ biddingType: 'TOTAL_PRICE', info: info('0.00') })).toEqual({ kind: 'no-estimate' });
    expect(savingBaselineNote({ biddingType: 'UNIT_PRICE', info: info('345000000.00') })).toEqual({ kind: 'unit-price' });
  });

  it('shows saving with 2 decimals', () => {
    expect(formatSaving('12.5')).toBe('12.50%');
    expect(formatSaving('-3')).toBe('-3.00%');
    expect(formatSaving(null)).toBe('-');
  });

  it('shows ranks only on going or done, and the resend link until done or canceled', () => {
    expect(showsRank('ON_GOING') && showsRank('DONE')).toBe(true);
    expect(showsRank('NOT_STARTED') || showsRank('CANCELED')).toBe(false);
    expect(showsResendLink('ON_GOING')).toBe(true);
    expect(showsResendLink('DONE') || showsResendLink('CANCELED')).toBe(false);
  });

  it('keeps the ranking order for participants and puts the vendors not taking part after them by name', () => {
    const rows = rankingRows(
      [rank({ vendorId: 'b', label: 'PT Beta', ranking: 1 }), rank({ vendorId: 'a', label: 'PT Alfa', ranking: 2 })],
      [
        invitation({ procurementVendorId: 'z', vendorName: 'PT Zeta', status: 'NOT_ATTEND' }),
        invitation({ procurementVendorId: 'a', vendorName: 'PT Alfa' }),
        invitation({ procurementVendorId: 'c', vendorName: 'PT Cakra', status: 'NOT_CONFIRMED' }),
        invitation({ procurementVendorId: 'b', vendorName: 'PT Beta' }),
      ],
    );
    expect(rows.map((row) => row.name)).toEqual(['PT Beta', 'PT Alfa', 'PT Cakra', 'PT Zeta']);
    expect(rows[0]!.invitation?.procurementVendorId).toBe('b');
    expect(rows[2]!.rank).toBeNull();
  });
});

const items: AuctionItemView[] = [
  { auctionItemId: 'x', itemCode: 'ITM-2', itemName: 'Laptop', quantity: '3', uom: 'Unit', leadingUnitPrice: null, yourUnitOffer: null, yourRanking: null, bidItemPrice: null, initialUnitPrice: null, effectiveDecrement: null },
  { auctionItemId: 'y', itemCode: 'ITM-10', itemName: 'Mouse', quantity: '2.5', uom: 'Box', leadingUnitPrice: null, yourUnitOffer: null, yourRanking: null, bidItemPrice: null, initialUnitPrice: null, effectiveDecrement: null },
  { auctionItemId: 'z', itemCode: 'ITM-1', itemName: 'Cable', quantity: '10', uom: 'Pcs', leadingUnitPrice: null, yourUnitOffer: null, yourRanking: null, bidItemPrice: null, initialUnitPrice: null, effectiveDecrement: null },
];

describe('the unit price popup', () => {
  const log = [
    offer({ vendorId: 'v1', offerItems: [{ auctionItemId: 'x', unitOffer: '1000.00' }, { auctionItemId: 'y', unitOffer: '50.10' }] }),
    offer({ vendorId: 'v2', offerItems: [{ auctionItemId: 'x', unitOffer: '1.00' }] }),
    offer({ vendorId: 'v1', offerItems: [{ auctionItemId: 'x', unitOffer: '900.00' }] }),
    offer({ vendorId: 'v1', offerItems: [{ auctionItemId: 'x', unitOffer: '800.00' }], priceDisqualified: true }),
  ];

  it('takes each item from the vendor’s latest valid offer that priced it, with its subtotal', () => {
    const rows = unitPriceRows(items, log, 'v1');
    expect(rows.map((row) => [row.itemCode, row.unitPrice, row.subtotal])).toEqual([
      ['ITM-2', '900.00', '2700.00'],
      ['ITM-10', '50.10', '125.25'],
      ['ITM-1', null, null],
    ]);
    expect(unitPriceTotal(rows)).toBe('2825.25');
  });

  it('sorts by amounts as numbers, by codes naturally, rows without a price last either way', () => {
    const rows = unitPriceRows(items, log, 'v1');
    expect(sortUnitPriceRows(rows, 'subtotal', 'asc').map((row) => row.itemCode)).toEqual(['ITM-10', 'ITM-2', 'ITM-1']);
    expect(sortUnitPriceRows(rows, 'subtotal', 'desc').map((row) => row.itemCode)).toEqual(['ITM-2', 'ITM-10', 'ITM-1']);
    expect(sortUnitPriceRows(rows, 'itemCode', 'asc').map((row) => row.itemCode)).toEqual(['ITM-1', 'ITM-2', 'ITM-10']);
    expect(sortUnitPriceRows(rows, 'quantity', 'desc').map((row) => row.quantity)).toEqual(['10', '3', '2.5']);
  });
});

describe('the bid chart', () => {
  it('draws one line per vendor in the order of first offers, disqualified offers apart', () => {
    const log = [
      offer({ vendorId: 'v2', label: 'PT Dua', totalOffer: '95.00' }),
      offer({ vendorId: 'v1', label: 'PT Satu', totalOffer: '90.00' }),
      offer({ vendorId: 'v2', label: 'PT Dua', totalOffer: '85.00', priceDisqualified: true }),
      offer({ vendorId: 'v2', label: 'PT Dua', totalOffer: '88.50' }),
    ];
    const series = bidChartSeries(log);
    expect(series.map((s) => s.label)).toEqual(['PT Dua', 'PT Satu']);
    expect(series[0]!.valid.map((p) => p.price)).toEqual([95, 88.5]);
    expect(series[0]!.disqualified.map((p) => p.price)).toEqual([85]);
  });

  it('spans the start to now while running (not past the end), at least a minute', () => {
    const start = '2026-11-24T03:00:00.000Z';
    const end = '2026-11-24T03:10:00.000Z';
    const at = (minutes: number) => Date.parse(start) + minutes * 60_000;
    expect(chartTimeDomain([], start, end, at(0.1), true)).toEqual([at(0), at(1)]);
    expect(chartTimeDomain([], start, end, at(5), true)).toEqual([at(0), at(5)]);
    expect(chartTimeDomain([], start, end, at(30), true)).toEqual([at(0), at(10)]);
  });

  it('spans the start to just after the last offer once the session is over', () => {
    const start = '2026-11-24T03:00:00.000Z';
    const at = (minutes: number) => Date.parse(start) + minutes * 60_000;
    const series = [{ key: 'v', label: 'PT', valid: [{ at: at(4), price: 1, amount: '1', sequence: 1 }], disqualified: [] }];
    expect(chartTimeDomain(series, start, '2026-11-24T03:10:00.000Z', at(30), false)).toEqual([at(0), at(4.2)]);
  });
});

describe('the fewer-than-2 dialog', () => {
  const start = '2026-11-24T03:00:00.000Z';
  const at = (ms: number) => Date.parse(start) + ms;
  it('opens once fewer than 2 have been in the room for the grace, counted from the start at the earliest', () => {
    expect(fewerThanTwoDue('ON_GOING', 1, start, at(-60_000), at(FEWER_THAN_TWO_GRACE_MS))).toBe(true);
    expect(fewerThanTwoDue('ON_GOING', 0, start, at(30_000), at(30_000 + FEWER_THAN_TWO_GRACE_MS))).toBe(true);
  });

  it('waits during the grace, and never opens with 2 present or when not running', () => {
    expect(fewerThanTwoDue('ON_GOING', 1, start, at(-60_000), at(FEWER_THAN_TWO_GRACE_MS - 1))).toBe(false);
    expect(fewerThanTwoDue('ON_GOING', 1, start, at(50_000), at(55_000))).toBe(false);
    expect(fewerThanTwoDue('ON_GOING', 1, start, null, at(60_000))).toBe(false);
    expect(fewerThanTwoDue('ON_GOING', 2, start, at(0), at(60_000))).toBe(false);
    expect(fewerThanTwoDue('DONE', 0, start, at(0), at(60_000))).toBe(false);
  });
});

describe('the vendor colours', () => {
  it('give each vendor the same colour whatever the ranking order, by name', () => {
    const a = vendorColours([{ key: 'b', label: 'PT Beta' }, { key: 'a', label: 'PT Alfa' }]);
    const b = vendorColours([{ key: 'a', label: 'PT Alfa' }, { key: 'b', label: 'PT Beta' }]);
    expect([...a.entries()].sort()).toEqual([...b.entries()].sort());
    expect(a.get('a')).not.toBe(a.get('b'));
  });
});
