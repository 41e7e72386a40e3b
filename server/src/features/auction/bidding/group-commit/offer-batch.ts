import { validateOffer } from '@procura/domain/auction/bidding/offer.rules';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import type { FieldError } from '@procura/domain/common/errors';
import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { Clock } from '../../../../platform/clock';
import type { AuthUser } from '../../../../platform/security/access-tokens';
import type { Board } from '../../room/auction-board';
import { acceptOffer, type AcceptedOffer } from '../auction-offer-record';
import { standingOf, termsOf } from '../auction-offer-terms';
import type { VendorKey } from '../offer-writer';

// One group of a session's offers (offer-group.ts) judged in order against the board this node
// committed last, each against the standing the ones before it leave (decision 215). The one writer
// (offer-writer.ts) stores the accepted ones in one statement under the compare-and-set guard. A
// refusal in the group stands once the group commits: the board it was judged on was current then.

export type OfferInput = Omit<MakeOfferInput, 'idempotencyKey'> & { idempotencyKey: string };
/** The offer with the fingerprint of its request (idempotency.rules): a key answers only for that request. */
export type FingerprintedOffer = OfferInput & { fingerprint: string };
export interface OfferRequest {
  user: AuthUser;
  input: FingerprintedOffer;
}

/** `elsewhere`: the caller is no participant on this board; the locked path answers it (404 or 403) after the group. */
export type GroupVerdict = ({ kind: 'accepted' } & AcceptedOffer) | { kind: 'refused'; errors: FieldError[] } | { kind: 'elsewhere' };

export interface JudgedGroup {
  /** One verdict per offer, in the group's order (ledger order for the accepted). */
  verdicts: GroupVerdict[];
  /** The accepted offers, in ledger order. */
  accepted: AcceptedOffer[];
  /** The board after the group's accepted offers. */
  board: Board;
  /** The participants' (vendor, key) pairs: none may be taken already when the group is written. */
  keys: VendorKey[];
}

/**
 * The group judged on `board`, or null when the board cannot judge it alone and the offers take
 * the locked path: the session is not running by the server clock or is paused, a vendor has a
 * proxy floor (the proxies answer inside the offer's transaction). A caller that is no participant
 * is left to the locked path (`elsewhere`), so it cannot send the others' group there.
 */
export function judgeGroup(board: Board, requests: readonly OfferRequest[], clock: Clock): JudgedGroup | null {
  if (board.participants.some((p) => p.proxyFloor !== null)) return null;
  const verdicts: GroupVerdict[] = [];
  const keys: VendorKey[] = [];
  let current = board;
  for (const { user, input } of requests) {
    const { auction } = current;
    const now = clock.now();
    if (!isAuctionRunning(auction.status) || auction.pausedAt || now < auction.startTime || now >= auction.endTime) return null;
    const participant = current.participants.find((p) => p.accountId === user.id);
    if (!participant) {
      verdicts.push({ kind: 'elsewhere' });
      continue;
    }
    const vendorId = participant.vendorId;
    keys.push({ vendorId, idempotencyKey: input.idempotencyKey });
    const verdict = validateOffer(termsOf(current), standingOf(current), { procurementVendorId: vendorId, bidItemPrices: participant.bidItemPrices }, input);
    if (!verdict.ok) {
      verdicts.push({ kind: 'refused', errors: verdict.errors });
      continue;
    }
    const accepted = acceptOffer(current, vendorId, verdict, { kind: 'vendor', idempotencyKey: input.idempotencyKey, fingerprint: input.fingerprint }, now);
    verdicts.push({ kind: 'accepted', ...accepted });
    current = accepted.board;
  }
  const accepted = verdicts.flatMap((v) => (v.kind === 'accepted' ? [v] : []));
  return { verdicts, accepted, board: current, keys };
}
