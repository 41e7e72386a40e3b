// When a change of a session reached each of its sockets (the fan-out and capacity rows of
// bench/auction-scale.mjs). A socket has heard the change of ledger sequence s at its first
// LEADERBOARD carrying a sequence >= s (the standings after s) or its NEW_OFFER of sequence s,
// whichever comes first. So the figure means the same on a server that sends every vendor its own
// LEADERBOARD and on one that sends the vendors' room one shared LEADERBOARD plus a small
// YOUR_STANDING per vendor (decision 217): YOUR_STANDING is neither heard nor counted, being extra
// work of ours that the bare Socket.IO loop does not do. Deliveries count NEW_OFFER + LEADERBOARD
// received, the two events the bare loop emits.
import { wallNow } from './auction-clients.mjs';

export class Hearing {
  /** NEW_OFFER and LEADERBOARD events received by every socket listened to. */
  deliveries = 0;
  /** Per session key: what each of its sockets heard (kept as received: the matching is done when asked). */
  sessions = new Map();

  /**
   * Listens on `socket` for session `key` (its NEW_OFFER and LEADERBOARD; the caller removes older
   * listeners of those events first). `fromSequence`: the ledger head the socket already knows
   * (its join's state, or the last acknowledged offer of the room).
   */
  listen(key, socket, fromSequence = 0) {
    let sockets = this.sessions.get(key);
    if (!sockets) this.sessions.set(key, (sockets = []));
    // The rising LEADERBOARD heads with when each arrived, and each NEW_OFFER's sequence with when.
    const heard = { heads: [], times: [], offers: new Map() };
    sockets.push(heard);
    socket.on('NEW_OFFER', (payload) => {
      this.deliveries += 1;
      const sequence = payload?.offer?.sequence ?? payload?.sequence;
      if (sequence > fromSequence && !heard.offers.has(sequence)) heard.offers.set(sequence, wallNow());
    });
    socket.on('LEADERBOARD', (payload) => {
      this.deliveries += 1;
      const head = payload?.sequence;
      if (head > (heard.heads.at(-1) ?? fromSequence)) {
        heard.heads.push(head);
        heard.times.push(wallNow());
      }
    });
  }

  /** How many of session `key`'s sockets heard `sequence`, of how many, and when the last of them did (wall ms). */
  heard(key, sequence) {
    const sockets = this.sessions.get(key) ?? [];
    let count = 0;
    let lastAt = NaN;
    for (const { heads, times, offers } of sockets) {
      const at = Math.min(offers.get(sequence) ?? Infinity, times[firstAtLeast(heads, sequence)] ?? Infinity);
      if (at === Infinity) continue;
      count += 1;
      lastAt = count === 1 ? at : Math.max(lastAt, at);
    }
    return { count, sockets: sockets.length, lastAt };
  }
}

/** The index of the first of the rising `values` that is >= `wanted` (values.length when none). */
function firstAtLeast(values, wanted) {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle] < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}
