import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBMITTED_OFFER_STATUSES, type NegotiationViewer } from './negotiation.enums';
import { isDealFinal, judgeMove, partyToMove, type TurnOffer } from './negotiation-turn.rules';

// Random attempts by every viewer: only accepted moves join the history, as on the server.

const attemptArb = fc.record({
  viewer: fc.constantFrom<NegotiationViewer>('buyer', 'vendor', 'spectator'),
  move: fc.constantFrom(...SUBMITTED_OFFER_STATUSES),
});

function play(attempts: { viewer: NegotiationViewer; move: (typeof SUBMITTED_OFFER_STATUSES)[number] }[]): TurnOffer[] {
  const history: TurnOffer[] = [];
  for (const { viewer, move } of attempts) {
    const verdict = judgeMove('ON_GOING', history, viewer, move);
    if (verdict.ok) history.push({ from: viewer as 'buyer' | 'vendor', status: move });
  }
  return history;
}

describe('negotiation turn rules, random sessions', () => {
  it('the same party moves twice in a row only to offer after its own NOT_DEAL', () => {
    fc.assert(
      fc.property(fc.array(attemptArb, { maxLength: 60 }), (attempts) => {
        const history = play(attempts);
        if (history.length > 0) expect(history[0]).toEqual({ from: 'buyer', status: 'OFFER' });
        for (let i = 1; i < history.length; i += 1) {
          if (history[i]!.from === history[i - 1]!.from) {
            expect(history[i - 1]!.status).toBe('NOT_DEAL');
            expect(history[i]!.status).toBe('OFFER');
          }
        }
      }),
    );
  });

  it('a final deal is two DEALs by different parties, and nothing is accepted after it', () => {
    fc.assert(
      fc.property(fc.array(attemptArb, { maxLength: 60 }), (attempts) => {
        const history = play(attempts);
        const finalAt = history.findIndex((_, i) => isDealFinal(history.slice(0, i + 1)));
        if (finalAt < 0) return;
        expect(finalAt).toBe(history.length - 1);
        const [first, second] = history.slice(-2);
        expect(first!.status).toBe('DEAL');
        expect(second!.status).toBe('DEAL');
        expect(first!.from).not.toBe(second!.from);
        expect(partyToMove('ON_GOING', history)).toBeNull();
      }),
    );
  });

  it('a NOT_DEAL and a DEAL always answer an offer or a DEAL of the other side', () => {
    fc.assert(
      fc.property(fc.array(attemptArb, { maxLength: 60 }), (attempts) => {
        const history = play(attempts);
        history.forEach((offer, i) => {
          if (offer.status === 'NOT_DEAL') expect(history[i - 1]).toMatchObject({ status: 'DEAL', from: offer.from === 'buyer' ? 'vendor' : 'buyer' });
          if (offer.status === 'DEAL') expect(history[i - 1]?.from).not.toBe(offer.from);
        });
      }),
    );
  });
});
