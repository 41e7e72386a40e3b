import { replay, type AuctionEvent } from '@procura/domain/auction/bidding/auction-standing.rules';
import { offerLimit, reachesLimit, shownDecrement, validateOffer, type OfferTerms } from '@procura/domain/auction/bidding/offer.rules';
import type { AuctionType, PriceDirection } from '@procura/domain/procurement/procurement.enums';
import type { TieRule } from '@procura/domain/auction/session/auction-rules.enums';
import { toMoney } from '@procura/domain/common/money/money';
import { describe, expect, it } from 'vitest';
import { autoReduceActive, autoReducedOffer, clientOfferErrors, offerBound, offerHint, offerHintText, referencePrice, type OfferHint } from './offer-entry.rules';
import { roomItem, roomState } from '../room-state.testing';

describe('offer entry: reference price and auto-reduce', () => {
  it('starts from the initial price before any offer', () => {
    expect(referencePrice(roomState())).toBe('1000000.00');
  });

  it('starts from the leading price in an OPEN auction', () => {
    expect(referencePrice(roomState({ leadingPrice: '900000.00', you: { ranking: 2, lastOffer: '950000.00' } }))).toBe('900000.00');
  });

  it('starts from the own last offer in a CLOSE auction', () => {
    expect(referencePrice(roomState({ auctionType: 'CLOSE', you: { ranking: 1, lastOffer: '950000.00' } }))).toBe('950000.00');
    expect(referencePrice(roomState({ auctionType: 'CLOSE' }))).toBe('1000000.00');
  });

  it('makes the offer the reference minus the amount (plus in a forward auction)', () => {
    const state = roomState({ leadingPrice: '900000.00' });
    expect(autoReducedOffer(state, '10,000')).toBe('890000.00');
    expect(autoReducedOffer(roomState({ direction: 'FORWARD', leadingPrice: '900000.00' }), '10,000.5')).toBe('910000.50');
  });

  it('gives no offer for an empty or zero amount, or one that would not stay above 0', () => {
    const state = roomState({ leadingPrice: '900000.00' });
    expect(autoReducedOffer(state, '')).toBeNull();
    expect(autoReducedOffer(state, '0.00')).toBeNull();
    expect(autoReducedOffer(state, '900,000')).toBeNull();
  });

  it('names the furthest offer allowed now, none for a CLOSE first offer', () => {
    expect(offerBound(roomState({ leadingPrice: '900000.00' }))).toBe('890000.00');
    expect(offerBound(roomState({ direction: 'FORWARD', leadingPrice: '900000.00' }))).toBe('910000.00');
    expect(offerBound(roomState({ auctionType: 'CLOSE' }))).toBeNull();
    expect(offerBound(roomState({ auctionType: 'CLOSE', you: { ranking: 1, lastOffer: '950000.00' } }))).toBe('940000.00');
    expect(offerBound(roomState({ leadingPrice: '10000.00' }))).toBeNull();
  });

  it('is active only for an amount above 0', () => {
    expect(autoReduceActive('')).toBe(false);
    expect(autoReduceActive('0')).toBe(false);
    expect(autoReduceActive('0.01')).toBe(true);
  });
});

describe('offer entry: the domain rules on what the room shows', () => {
  it('accepts an OPEN offer at the leading price minus the decrement', () => {
    const state = roomState({ leadingPrice: '900000.00' });
    expect(clientOfferErrors(state, { totalOffer: '890000.00' })).toEqual([]);
    expect(clientOfferErrors(state, { totalOffer: '895000.00' })).toEqual([
      { param: 'totalOffer', msg: 'Your offer should be lower than 900,000.00 with minimal decrement 10,000.00' },
    ]);
  });

  it('refuses a zero offer and an empty one', () => {
    expect(clientOfferErrors(roomState(), { totalOffer: '0.00' })[0]?.msg).toBe(
      'Your offer should be lower than 1,000,000.00 with minimal decrement 10,000.00 and above 0',
    );
    expect(clientOfferErrors(roomState(), { totalOffer: '' })[0]?.msg).toBe('Please enter your offer');
  });

  it('accepts any positive first offer in a CLOSE auction, then needs the decrement from the own last one', () => {
    expect(clientOfferErrors(roomState({ auctionType: 'CLOSE' }), { totalOffer: '5000000.00' })).toEqual([]);
    const after = roomState({ auctionType: 'CLOSE', you: { ranking: 1, lastOffer: '950000.00' } });
    expect(clientOfferErrors(after, { totalOffer: '945000.00' })[0]?.msg).toBe('Your offer should be lower than 950,000.00 with minimal decrement 10,000.00');
    expect(clientOfferErrors(after, { totalOffer: '940000.00' })).toEqual([]);
  });

  it('checks each UNIT_PRICE item against its leading unit price', () => {
    const state = roomState({ biddingType: 'UNIT_PRICE', items: [roomItem({ leadingUnitPrice: '50000.00' })] });
    expect(clientOfferErrors(state, { offerItems: [{ auctionItemId: 'item-1', unitOffer: '40000.00' }] })).toEqual([]);
    expect(clientOfferErrors(state, { offerItems: [{ auctionItemId: 'item-1', unitOffer: '45000.00' }] })[0]?.msg).toBe(
      'Your offer should be lower than 50,000.00 with minimal decrement of 10,000.00',
    );
  });

  it('checks TOTAL_PRICE_BY_UNIT items against the own bid item prices and needs every item', () => {
    const items = [roomItem({ bidItemPrice: '60000.00' }), roomItem({ auctionItemId: 'item-2', bidItemPrice: '30000.00' })];
    const state = roomState({ biddingType: 'TOTAL_PRICE_BY_UNIT', items });
    expect(clientOfferErrors(state, { offerItems: [{ auctionItemId: 'item-1', unitOffer: '59000.00' }] })[0]?.msg).toBe('Please offer a price for every item');
    const both = [
      { auctionItemId: 'item-1', unitOffer: '59000.00' },
      { auctionItemId: 'item-2', unitOffer: '30000.00' },
    ];
    expect(clientOfferErrors(state, { offerItems: both })[0]?.msg).toBe('Offer price should be lower than 30,000.00');
  });
});

describe('offer entry: the newer rules on what the room shows', () => {
  const percentRules = { ...roomState().rules, minimalDecrement: null, minimalDecrementPercent: '1.00' };

  it('bounds the offer by the step as money now when the decrement is a percent', () => {
    const state = roomState({ leadingPrice: '900000.00', you: { ranking: 2, lastOffer: '950000.00' }, rules: percentRules, effectiveDecrement: '9000', info: { ...roomState().info, minimalDecrement: '0.00' } });
    expect(offerBound(state)).toBe('891000.00');
    expect(clientOfferErrors(state, { totalOffer: '895000' })).not.toEqual([]);
    expect(clientOfferErrors(state, { totalOffer: '891000' })).toEqual([]);
  });

  it('refuses an equal leading price under no tie for rank 1, and leaves the slip question to the server', () => {
    const state = roomState({ leadingPrice: '900000.00', you: { ranking: 2, lastOffer: '950000.00' }, info: { ...roomState().info, minimalDecrement: '0.00' } });
    expect(clientOfferErrors(state, { totalOffer: '900000' })).toEqual([]);
    const noTie = roomState({ ...state, rules: { ...state.rules, tieRule: 'NO_TIE_FOR_FIRST' } });
    expect(clientOfferErrors(noTie, { totalOffer: '900000' })).not.toEqual([]);
    // 50 % below the lead: the server asks for confirmSlip; the room does not refuse it.
    expect(clientOfferErrors(state, { totalOffer: '450000' })).toEqual([]);
  });
});

describe('offer entry: the hint follows the tie rule', () => {
  const zeroStep = { ...roomState().info, minimalDecrement: '0.00' };
  const noTie = { ...roomState().rules, minimalDecrement: '0.00', tieRule: 'NO_TIE_FOR_FIRST' as const };

  it('keeps "at most" the bound with a positive step, whatever the tie rule, in OPEN', () => {
    const state = roomState({ leadingPrice: '900000.00', rules: { ...roomState().rules, tieRule: 'NO_TIE_FOR_FIRST' } });
    expect(offerHint(state)).toEqual({ kind: 'upTo', price: '890000.00' });
    expect(offerHintText({ kind: 'upTo', price: '890000.00' }, 'REVERSE')).toBe('Offer at most {{price}}');
  });

  it('names the leading price as the amount refused with a zero step under no tie for rank 1', () => {
    expect(offerHint(roomState({ leadingPrice: '900000.00', info: zeroStep, effectiveDecrement: '0.00', rules: noTie }))).toEqual({ kind: 'pastLeading', price: '900000.00' });
    const forward = roomState({ direction: 'FORWARD', leadingPrice: '900000.00', info: zeroStep, effectiveDecrement: '0.00', rules: noTie });
    expect(offerHint(forward)).toEqual({ kind: 'pastLeading', price: '900000.00' });
    expect(offerHintText({ kind: 'pastLeading', price: '900000.00' }, 'FORWARD')).toBe(
      'Offer more than {{price}}: the leading price itself is refused, as rank 1 cannot be shared',
    );
  });

  it('lets the leading price be offered with a zero step when an equal price ranks after the earlier offer', () => {
    const earlierWins = roomState({ leadingPrice: '900000.00', info: zeroStep, effectiveDecrement: '0.00', rules: { ...noTie, tieRule: 'EARLIER_WINS' } });
    expect(offerHint(earlierWins)).toEqual({ kind: 'upTo', price: '900000.00' });
  });

  it('lets the initial price be offered before any offer: there is no leading price to tie with yet', () => {
    expect(offerHint(roomState({ info: zeroStep, effectiveDecrement: '0.00', rules: noTie }))).toEqual({ kind: 'upTo', price: '1000000.00' });
  });

  it('treats a percent that rounds to 0 on the price like a zero step', () => {
    const percent = { ...noTie, minimalDecrement: null, minimalDecrementPercent: '0.01' };
    expect(offerHint(roomState({ leadingPrice: '4000.00', info: zeroStep, effectiveDecrement: '0.00', rules: percent }))).toEqual({ kind: 'pastLeading', price: '4000.00' });
  });

  it('warns a CLOSE vendor, who does not see the leading price, that an equal offer is refused', () => {
    const close = roomState({ auctionType: 'CLOSE', you: { ranking: 2, lastOffer: '950000.00' }, rules: { ...roomState().rules, auctionType: 'CLOSE', tieRule: 'NO_TIE_FOR_FIRST' } });
    expect(offerHint(close)).toEqual({ kind: 'upToButLeading', price: '940000.00' });
    expect(offerHintText({ kind: 'upToButLeading', price: '940000.00' }, 'REVERSE')).toBe(
      'Offer at most {{price}}; an offer equal to the leading price is refused, as rank 1 cannot be shared',
    );
    expect(offerHint(roomState({ auctionType: 'CLOSE', rules: close.rules }))).toBeNull();
  });

  it('gives no hint when nothing past the leading price stays above 0', () => {
    expect(offerHint(roomState({ leadingPrice: '0.01', info: zeroStep, effectiveDecrement: '0.00', rules: noTie }))).toBeNull();
  });
});

// The hint against the server's verdict: for every state of the grid, the server's rules (validateOffer
// on the whole standing, the leading price a CLOSE room does not see included) take an amount exactly
// when the hint says it may be offered, at its bound and one cent either side of it.
describe('offer entry: the hint never contradicts validateOffer', () => {
  const CENT = '0.01';
  const steps = [
    { minimalDecrement: '0.00', minimalDecrementPercent: null },
    { minimalDecrement: '10000.00', minimalDecrementPercent: null },
    { minimalDecrement: '0.00', minimalDecrementPercent: '1.00' },
    { minimalDecrement: '0.00', minimalDecrementPercent: '0.01' },
  ];
  // Offers as shares of the initial price beaten (below it in reverse, above it forward), in ledger order.
  const histories: readonly (readonly [string, string])[][] = [
    [],
    [['v2', '0.10']],
    [['you', '0.10']],
    [['v2', '0.05'], ['you', '0.10']],
    [['you', '0.05'], ['v2', '0.10']],
    [['you', '0.05'], ['v2', '0.06']],
  ];

  interface World {
    direction: PriceDirection;
    auctionType: AuctionType;
    tieRule: TieRule;
    initialPrice: string;
    step: (typeof steps)[number];
    history: (typeof histories)[number];
  }

  const worlds: World[] = [];
  for (const direction of ['REVERSE', 'FORWARD'] as const)
    for (const auctionType of ['OPEN', 'CLOSE'] as const)
      for (const tieRule of ['EARLIER_WINS', 'NO_TIE_FOR_FIRST'] as const)
        for (const initialPrice of ['1000000.00', '4000.00'])
          for (const step of steps) for (const history of histories) worlds.push({ direction, auctionType, tieRule, initialPrice, step, history });

  function serverSide(world: World) {
    const terms: OfferTerms = {
      direction: world.direction,
      auctionType: world.auctionType,
      biddingType: 'TOTAL_PRICE',
      initialPrice: world.initialPrice,
      ...world.step,
      tieRule: world.tieRule,
      slipWarningPercent: 10,
      estimatedTotal: null,
      items: [],
    };
    const events = world.history.map(([vendorId, share], index): AuctionEvent => {
      const move = toMoney(world.initialPrice).times(share);
      const price = world.direction === 'REVERSE' ? toMoney(world.initialPrice).minus(move) : toMoney(world.initialPrice).plus(move);
      const offerId = `o${index + 1}`;
      return { kind: 'OFFER', sequence: index + 1, auctionId: 'auction-1', at: '2026-03-02T03:01:00.000Z', payload: { offerId, vendorId, totalOffer: price.toFixed(2), items: [], priceTooLow: false } };
    });
    return { terms, standing: replay(world.direction, events) };
  }

  /** The vendor's room as the server projects it: no leading price in CLOSE, the step as money now. */
  function roomOf(world: World, server: ReturnType<typeof serverSide>) {
    const own = server.standing.vendors.you?.lastOffer?.totalOffer ?? null;
    const open = world.auctionType === 'OPEN';
    const reference = open ? (server.standing.leadingPrice ?? world.initialPrice) : own;
    const base = roomState();
    return roomState({
      direction: world.direction,
      auctionType: world.auctionType,
      leadingPrice: open ? server.standing.leadingPrice : null,
      you: { ranking: null, lastOffer: own },
      info: { ...base.info, initialPrice: world.initialPrice, minimalDecrement: world.step.minimalDecrement },
      rules: { ...base.rules, auctionType: world.auctionType, tieRule: world.tieRule, ...world.step, minimalDecrement: world.step.minimalDecrementPercent ? null : world.step.minimalDecrement },
      effectiveDecrement: shownDecrement(server.terms, reference),
    });
  }

  /** What the hint says of `amount`: within the bound (past it for pastLeading), and not the leading price where it says so. */
  function hintTakes(hint: OfferHint, direction: PriceDirection, amount: string, leading: string | null): boolean {
    const within = reachesLimit(direction, toMoney(amount), toMoney(hint.price));
    if (hint.kind === 'pastLeading') return within && !toMoney(amount).equals(hint.price);
    if (hint.kind === 'upToButLeading') return within && (leading === null || !toMoney(amount).equals(leading));
    return within;
  }

  it('agrees at the bound and one cent either side of it, for every state of the grid', () => {
    const seen = new Set<string>();
    for (const world of worlds) {
      const server = serverSide(world);
      const takes = (amount: string) => validateOffer(server.terms, server.standing, { procurementVendorId: 'you' }, { totalOffer: amount, confirmSlip: true }).ok;
      const hint = offerHint(roomOf(world, server));
      const label = JSON.stringify(world);
      seen.add(hint?.kind ?? 'none');
      if (hint === null) {
        // No bound: a CLOSE vendor's first offer may be any positive amount; otherwise nothing is left to offer.
        const firstClose = world.auctionType === 'CLOSE' && !server.standing.vendors.you;
        expect(takes(CENT), label).toBe(firstClose);
        continue;
      }
      const further = offerLimit(world.direction, hint.price, CENT).toFixed(2);
      const short = offerLimit(world.direction, hint.price, `-${CENT}`).toFixed(2);
      for (const amount of [further, hint.price, short]) {
        expect(takes(amount), `${label} ${hint.kind} ${amount}`).toBe(hintTakes(hint, world.direction, amount, server.standing.leadingPrice));
      }
    }
    expect([...seen].sort()).toEqual(['none', 'pastLeading', 'upTo', 'upToButLeading']);
  });
});
