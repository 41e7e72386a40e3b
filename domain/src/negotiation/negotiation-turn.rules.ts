import type { NegotiationOfferStatus, NegotiationParty, NegotiationStatus, NegotiationViewer, SubmittedOfferStatus } from './negotiation.enums';
import { NEGOTIATION_MSG as MSG } from './negotiation.messages';
import type { NegotiationTurnView } from './negotiation.views';

// Whose move it is in an online negotiation (docs/rules/negotiation.md#offers-and-deals), from the
// negotiation's status and its offers in ledger order. Pure: the server judges every submitted
// move with it, and the room state tells each viewer what it may press.
//
// - No offer yet: the buyer offers first.
// - The latest is an OFFER: its recipient counters (OFFER) or accepts it (DEAL).
// - The latest is a DEAL that is not yet final: its recipient confirms it (DEAL, now final) or
//   declines it (NOT_DEAL).
// - The latest is a NOT_DEAL: its sender offers next.
// - A DEAL after a DEAL is final: nobody moves again. Only ON_GOING takes moves; spectators none.

/** What the rules need of one stored offer. */
export interface TurnOffer {
  from: NegotiationParty;
  status: NegotiationOfferStatus;
}

export const otherParty = (party: NegotiationParty): NegotiationParty => (party === 'buyer' ? 'vendor' : 'buyer');

/** Where the handshake stands. */
export type TurnPhase =
  /** Not ON_GOING: nothing moves. */
  | { kind: 'closed' }
  /** Two DEALs in a row: the agreed price stands. */
  | { kind: 'final' }
  /** Someone may move: `party` with `moves`. `dealBy` is the party whose DEAL waits for confirmation. */
  | { kind: 'open'; party: NegotiationParty; moves: readonly SubmittedOfferStatus[]; dealBy: NegotiationParty | null };

/** True when the two latest offers are DEALs: the second one confirmed the first. */
export function isDealFinal(offers: readonly TurnOffer[]): boolean {
  const last = offers.at(-1);
  const before = offers.at(-2);
  return last?.status === 'DEAL' && before?.status === 'DEAL';
}

export function turnPhase(status: NegotiationStatus, offers: readonly TurnOffer[]): TurnPhase {
  if (status !== 'ON_GOING') return { kind: 'closed' };
  const last = offers.at(-1);
  if (!last) return { kind: 'open', party: 'buyer', moves: ['OFFER'], dealBy: null };
  if (isDealFinal(offers)) return { kind: 'final' };
  switch (last.status) {
    case 'DEAL':
      return { kind: 'open', party: otherParty(last.from), moves: ['DEAL', 'NOT_DEAL'], dealBy: last.from };
    case 'NOT_DEAL':
      return { kind: 'open', party: last.from, moves: ['OFFER'], dealBy: null };
    default:
      return { kind: 'open', party: otherParty(last.from), moves: ['OFFER', 'DEAL'], dealBy: null };
  }
}

/** The moves a viewer may send now (none for spectators). */
export function allowedMoves(status: NegotiationStatus, offers: readonly TurnOffer[], viewer: NegotiationViewer): readonly SubmittedOfferStatus[] {
  if (viewer === 'spectator') return [];
  const phase = turnPhase(status, offers);
  return phase.kind === 'open' && phase.party === viewer ? phase.moves : [];
}

/** How an accepted move changes the deal: the chat line it writes and whether the price is now agreed. */
export type MoveEffect = 'OFFER' | 'DEAL_WAITING' | 'DEAL_CONFIRMED' | 'DEAL_DECLINED';

export type MoveVerdict = { ok: true; effect: MoveEffect; final: boolean } | { ok: false; message: string };

/** Judges one submitted move by a viewer: accepted with its effect, or the refusal's message. */
export function judgeMove(status: NegotiationStatus, offers: readonly TurnOffer[], viewer: NegotiationViewer, move: SubmittedOfferStatus): MoveVerdict {
  if (viewer === 'spectator') return { ok: false, message: MSG.spectatorCannotAct };
  const phase = turnPhase(status, offers);
  if (phase.kind !== 'open') return { ok: false, message: MSG.offersClosed };
  if (phase.party !== viewer || !phase.moves.includes(move)) return { ok: false, message: refusalOf(phase, offers, viewer, move) };
  if (move === 'OFFER') return { ok: true, effect: 'OFFER', final: false };
  if (move === 'NOT_DEAL') return { ok: true, effect: 'DEAL_DECLINED', final: false };
  return phase.dealBy ? { ok: true, effect: 'DEAL_CONFIRMED', final: true } : { ok: true, effect: 'DEAL_WAITING', final: false };
}

/**
 * Why a move of a party is refused while the negotiation is open: a DEAL before any offer needs one;
 * DEAL or NOT_DEAL when it is the caller's turn but nothing of that kind waits (it must offer after
 * its own NOT_DEAL; NOT_DEAL answers only a DEAL) has nothing to answer; anything else is out of turn,
 * including a counter-offer while the other side's DEAL waits for confirmation.
 */
function refusalOf(phase: Extract<TurnPhase, { kind: 'open' }>, offers: readonly TurnOffer[], viewer: NegotiationParty, move: SubmittedOfferStatus): string {
  if (offers.length === 0 && move === 'DEAL') return MSG.dealNeedsOffer;
  if ((offers.length === 0 || phase.party === viewer) && move !== 'OFFER') return MSG.noOfferToAnswer;
  return MSG.notYourTurn;
}

/** The party whose move it is now, or null when nobody may move. */
export function partyToMove(status: NegotiationStatus, offers: readonly TurnOffer[]): NegotiationParty | null {
  const phase = turnPhase(status, offers);
  return phase.kind === 'open' ? phase.party : null;
}

/** What the room shows a viewer: which buttons are live, and whose turn it is. */
export function turnView(status: NegotiationStatus, offers: readonly TurnOffer[], viewer: NegotiationViewer): NegotiationTurnView {
  const phase = turnPhase(status, offers);
  const moves = allowedMoves(status, offers, viewer);
  return {
    canOffer: moves.includes('OFFER'),
    canDeal: moves.includes('DEAL'),
    canNotDeal: moves.includes('NOT_DEAL'),
    awaitingMyConfirmation: phase.kind === 'open' && phase.dealBy !== null && phase.party === viewer,
    turn: phase.kind === 'open' ? phase.party : null,
  };
}
