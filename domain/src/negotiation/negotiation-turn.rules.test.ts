import { describe, expect, it } from 'vitest';
import { NEGOTIATION_STATUSES, SUBMITTED_OFFER_STATUSES, type NegotiationParty, type NegotiationViewer, type SubmittedOfferStatus } from './negotiation.enums';
import { NEGOTIATION_MSG as MSG } from './negotiation.messages';
import { allowedMoves, isDealFinal, judgeMove, partyToMove, turnView, type TurnOffer } from './negotiation-turn.rules';

// Every status x every shape of history x every viewer x every move. The expected answers are
// written out by hand from docs/rules/negotiation.md#offers-and-deals ("Offers and deals"), not computed by the rules.

const o = (from: NegotiationParty, status: SubmittedOfferStatus): TurnOffer => ({ from, status });
const VIEWERS: NegotiationViewer[] = ['buyer', 'vendor', 'spectator'];

interface Shape {
  name: string;
  offers: TurnOffer[];
  /** Who may move while ON_GOING, with which moves (null: nobody, the deal is final). */
  mover: NegotiationParty | null;
  moves: SubmittedOfferStatus[];
  /** The effect of DEAL by the mover. */
  dealIsFinal?: boolean;
  /** Refusals while ON_GOING: [viewer, move, message]. */
  refusals: [NegotiationParty, SubmittedOfferStatus, string][];
}

const SHAPES: Shape[] = [
  {
    name: 'no offer yet',
    offers: [],
    mover: 'buyer',
    moves: ['OFFER'],
    refusals: [
      ['buyer', 'DEAL', MSG.dealNeedsOffer],
      ['buyer', 'NOT_DEAL', MSG.noOfferToAnswer],
      ['vendor', 'OFFER', MSG.notYourTurn],
      ['vendor', 'DEAL', MSG.dealNeedsOffer],
      ['vendor', 'NOT_DEAL', MSG.noOfferToAnswer],
    ],
  },
  {
    name: "the buyer's offer",
    offers: [o('buyer', 'OFFER')],
    mover: 'vendor',
    moves: ['OFFER', 'DEAL'],
    dealIsFinal: false,
    refusals: [
      ['buyer', 'OFFER', MSG.notYourTurn],
      ['buyer', 'DEAL', MSG.notYourTurn],
      ['buyer', 'NOT_DEAL', MSG.notYourTurn],
      ['vendor', 'NOT_DEAL', MSG.noOfferToAnswer],
    ],
  },
  {
    name: "the vendor's counter-offer",
    offers: [o('buyer', 'OFFER'), o('vendor', 'OFFER')],
    mover: 'buyer',
    moves: ['OFFER', 'DEAL'],
    dealIsFinal: false,
    refusals: [
      ['vendor', 'OFFER', MSG.notYourTurn],
      ['vendor', 'DEAL', MSG.notYourTurn],
      ['vendor', 'NOT_DEAL', MSG.notYourTurn],
      ['buyer', 'NOT_DEAL', MSG.noOfferToAnswer],
    ],
  },
  {
    name: "the vendor's DEAL waiting for the buyer",
    offers: [o('buyer', 'OFFER'), o('vendor', 'DEAL')],
    mover: 'buyer',
    moves: ['DEAL', 'NOT_DEAL'],
    dealIsFinal: true,
    refusals: [
      ['buyer', 'OFFER', MSG.notYourTurn],
      ['vendor', 'OFFER', MSG.notYourTurn],
      ['vendor', 'DEAL', MSG.notYourTurn],
      ['vendor', 'NOT_DEAL', MSG.notYourTurn],
    ],
  },
  {
    name: "the buyer's DEAL on the vendor's offer",
    offers: [o('buyer', 'OFFER'), o('vendor', 'OFFER'), o('buyer', 'DEAL')],
    mover: 'vendor',
    moves: ['DEAL', 'NOT_DEAL'],
    dealIsFinal: true,
    refusals: [
      ['vendor', 'OFFER', MSG.notYourTurn],
      ['buyer', 'OFFER', MSG.notYourTurn],
      ['buyer', 'DEAL', MSG.notYourTurn],
      ['buyer', 'NOT_DEAL', MSG.notYourTurn],
    ],
  },
  {
    name: "the buyer's NOT_DEAL: the buyer offers next",
    offers: [o('buyer', 'OFFER'), o('vendor', 'DEAL'), o('buyer', 'NOT_DEAL')],
    mover: 'buyer',
    moves: ['OFFER'],
    refusals: [
      ['buyer', 'DEAL', MSG.noOfferToAnswer],
      ['buyer', 'NOT_DEAL', MSG.noOfferToAnswer],
      ['vendor', 'OFFER', MSG.notYourTurn],
      ['vendor', 'DEAL', MSG.notYourTurn],
      ['vendor', 'NOT_DEAL', MSG.notYourTurn],
    ],
  },
  {
    name: "the vendor's NOT_DEAL: the vendor offers next",
    offers: [o('buyer', 'OFFER'), o('vendor', 'OFFER'), o('buyer', 'DEAL'), o('vendor', 'NOT_DEAL')],
    mover: 'vendor',
    moves: ['OFFER'],
    refusals: [
      ['vendor', 'DEAL', MSG.noOfferToAnswer],
      ['vendor', 'NOT_DEAL', MSG.noOfferToAnswer],
      ['buyer', 'OFFER', MSG.notYourTurn],
      ['buyer', 'DEAL', MSG.notYourTurn],
      ['buyer', 'NOT_DEAL', MSG.notYourTurn],
    ],
  },
  {
    name: 'a new offer after NOT_DEAL',
    offers: [o('buyer', 'OFFER'), o('vendor', 'DEAL'), o('buyer', 'NOT_DEAL'), o('buyer', 'OFFER')],
    mover: 'vendor',
    moves: ['OFFER', 'DEAL'],
    dealIsFinal: false,
    refusals: [
      ['buyer', 'OFFER', MSG.notYourTurn],
      ['buyer', 'DEAL', MSG.notYourTurn],
      ['buyer', 'NOT_DEAL', MSG.notYourTurn],
      ['vendor', 'NOT_DEAL', MSG.noOfferToAnswer],
    ],
  },
  {
    name: 'a final deal',
    offers: [o('buyer', 'OFFER'), o('vendor', 'DEAL'), o('buyer', 'DEAL')],
    mover: null,
    moves: [],
    refusals: (['buyer', 'vendor'] as const).flatMap((p) => SUBMITTED_OFFER_STATUSES.map((m) => [p, m, MSG.offersClosed] as [NegotiationParty, SubmittedOfferStatus, string])),
  },
];

describe('negotiation turn rules', () => {
  for (const shape of SHAPES) {
    describe(shape.name, () => {
      for (const status of NEGOTIATION_STATUSES) {
        for (const viewer of VIEWERS) {
          for (const move of SUBMITTED_OFFER_STATUSES) {
            it(`${status}: ${viewer} ${move}`, () => {
              const verdict = judgeMove(status, shape.offers, viewer, move);
              if (viewer === 'spectator') {
                expect(verdict).toEqual({ ok: false, message: MSG.spectatorCannotAct });
                expect(allowedMoves(status, shape.offers, viewer)).toEqual([]);
                return;
              }
              if (status !== 'ON_GOING') {
                expect(verdict).toEqual({ ok: false, message: MSG.offersClosed });
                expect(allowedMoves(status, shape.offers, viewer)).toEqual([]);
                return;
              }
              const allowed = shape.mover === viewer && shape.moves.includes(move);
              expect(allowedMoves(status, shape.offers, viewer).includes(move)).toBe(allowed);
              if (allowed) {
                expect(verdict.ok).toBe(true);
              } else {
                const refusal = shape.refusals.find(([p, m]) => p === viewer && m === move);
                expect(refusal, 'every refusal is listed').toBeDefined();
                expect(verdict).toEqual({ ok: false, message: refusal![2] });
              }
            });
          }
        }
      }
      it('names whose turn it is only while ON_GOING', () => {
        expect(partyToMove('ON_GOING', shape.offers)).toBe(shape.mover);
        for (const status of NEGOTIATION_STATUSES.filter((s) => s !== 'ON_GOING')) expect(partyToMove(status, shape.offers)).toBeNull();
      });
    });
  }

  it('an OFFER is a plain offer; a first DEAL waits; the answering DEAL is final; NOT_DEAL declines', () => {
    expect(judgeMove('ON_GOING', [], 'buyer', 'OFFER')).toEqual({ ok: true, effect: 'OFFER', final: false });
    expect(judgeMove('ON_GOING', [o('buyer', 'OFFER')], 'vendor', 'DEAL')).toEqual({ ok: true, effect: 'DEAL_WAITING', final: false });
    expect(judgeMove('ON_GOING', [o('buyer', 'OFFER'), o('vendor', 'DEAL')], 'buyer', 'DEAL')).toEqual({ ok: true, effect: 'DEAL_CONFIRMED', final: true });
    expect(judgeMove('ON_GOING', [o('buyer', 'OFFER'), o('vendor', 'DEAL')], 'buyer', 'NOT_DEAL')).toEqual({ ok: true, effect: 'DEAL_DECLINED', final: false });
    for (const shape of SHAPES.filter((s) => s.dealIsFinal !== undefined)) {
      const verdict = judgeMove('ON_GOING', shape.offers, shape.mover!, 'DEAL');
      expect(verdict.ok && verdict.final, shape.name).toBe(shape.dealIsFinal);
    }
  });

  it('a deal is final only after two DEALs in a row', () => {
    expect(isDealFinal([o('buyer', 'OFFER'), o('vendor', 'DEAL')])).toBe(false);
    expect(isDealFinal([o('buyer', 'OFFER'), o('vendor', 'DEAL'), o('buyer', 'DEAL')])).toBe(true);
    expect(isDealFinal([o('vendor', 'DEAL'), o('buyer', 'NOT_DEAL')])).toBe(false);
  });

  it('tells the viewer what it may press, and that the other side waits for its confirmation', () => {
    const waiting = [o('buyer', 'OFFER'), o('vendor', 'DEAL')];
    expect(turnView('ON_GOING', waiting, 'buyer')).toEqual({ canOffer: false, canDeal: true, canNotDeal: true, awaitingMyConfirmation: true, turn: 'buyer' });
    expect(turnView('ON_GOING', waiting, 'vendor')).toEqual({ canOffer: false, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false, turn: 'buyer' });
    expect(turnView('ON_GOING', waiting, 'spectator')).toEqual({ canOffer: false, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false, turn: 'buyer' });
    expect(turnView('NOT_STARTED', [], 'buyer')).toEqual({ canOffer: false, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false, turn: null });
    expect(turnView('ON_GOING', [], 'buyer')).toEqual({ canOffer: true, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false, turn: 'buyer' });
  });
});
