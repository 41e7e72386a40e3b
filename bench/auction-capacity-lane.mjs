// One client lane of the capacity row (bench/auction-capacity.mjs), a child process: it holds the
// sockets of its share of the sessions (each vendor its own socket joined to its session, one buyer
// watcher per session) and fires their bursts. Several lanes so that no single event loop holds all
// 11,000 sockets and their deliveries: a busy client would be measured as server latency.
// IPC (answers carry the request's id):
//   connect {url, auctionIds, vendorTokens, buyerToken, parallel}  -> sockets connected and joined
//   warm {parallel}                                                 -> one offer in each session (not measured)
//   run {burstsPerSecond, seconds, phaseMs, spreadMs, clockOffsetMs} -> the step's raw samples
//   stop
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { INITIAL, connect, inBatches, joinAuction, offer, sleep, wallNow } from './auction-clients.mjs';
import { Hearing } from './auction-heard.mjs';

const SLOW_ACK_MS = 100;
const hearing = new Hearing();
/** {id, vendors: sockets, buyer: socket, leading: the lowest price offered so far (the bench's view)}. */
let sessions = [];
/** The next session of this lane's round robin: steps continue where the last one stopped. */
let next = 0;

async function connectAll({ url, auctionIds, vendorTokens, buyerToken, parallel }) {
  const began = performance.now();
  const tokens = [...vendorTokens, buyerToken];
  // One task per socket (not per session) so the pool stays full: 11 joins of a session in flight at most 11.
  const sockets = await inBatches(auctionIds.length * tokens.length, parallel, async (i) => {
    const auctionId = auctionIds[Math.floor(i / tokens.length)];
    const socket = await connect(url, tokens[i % tokens.length]);
    const state = await joinAuction(socket, auctionId);
    hearing.listen(auctionId, socket, state.sequence);
    return socket;
  });
  sessions = auctionIds.map((id, g) => {
    const own = sockets.slice(g * tokens.length, (g + 1) * tokens.length);
    return { id, vendors: own.slice(0, vendorTokens.length), buyer: own.at(-1), leading: INITIAL };
  });
  return { sockets: sockets.length, seconds: (performance.now() - began) / 1000, rssMb: process.memoryUsage().rss / 2 ** 20 };
}

/**
 * One offer in each session, `parallel` at a time, not measured: a session in its last seconds has
 * had offers before, so the node knows its board (the first offer of a session reads it).
 */
async function warm({ parallel }) {
  const answers = await inBatches(sessions.length, parallel, async (g) => {
    const session = sessions[g];
    session.leading -= 1;
    return offer(session.vendors[g % session.vendors.length], session.id, session.leading);
  });
  return { accepted: answers.filter((a) => a && 'data' in a).length, offers: answers.length };
}

/**
 * Bursts at `burstsPerSecond` for `seconds` (the first after `phaseMs`): each burst takes the
 * next session of the round robin and fires its vendors' MAKE_OFFERs at uniformly random moments
 * within `spreadMs`. OPEN sessions: each offer is the session's lowest price so far minus one, taken
 * when it is sent, so an offer is refused only when it overtakes an earlier one of its burst on the
 * way (a different socket). Then the acks are awaited and a second is left for the broadcasts.
 */
async function run({ burstsPerSecond, seconds, phaseMs, spreadMs, clockOffsetMs }) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const deliveriesBefore = hearing.deliveries;
  const samples = { asked: 0, accepted: [], refused: [], limited: 0, failed: 0, lateness: [], refusal: null };
  const pending = [];
  const fire = (session, socket, planned) => {
    const sentAt = performance.now();
    samples.lateness.push(sentAt - planned);
    samples.asked += 1;
    session.leading -= 1;
    const sending = offer(socket, session.id, session.leading).then((answer) => {
      const took = performance.now() - sentAt;
      if (!answer) samples.failed += 1;
      else if ('data' in answer) {
        // The commit's time: the ledger entry's `at` (the offer's createdAt, the server's clock), taken just before its statement.
        const committedAt = Date.parse(answer.data.offer.createdAt) - clockOffsetMs;
        samples.accepted.push({ took, session: session.id, sequence: answer.data.offer.sequence, committedAt, sentAt: wallNow() - took, ackAt: wallNow() });
      } else if (/too many offers/i.test(answer.errors?.[0]?.msg ?? '')) samples.limited += 1;
      else {
        samples.refused.push(took);
        samples.refusal ??= answer.errors;
      }
    });
    pending.push(sending);
  };
  const bursts = Math.round(burstsPerSecond * seconds);
  const interval = 1000 / burstsPerSecond;
  const start = performance.now() + phaseMs;
  const firstSend = wallNow() + phaseMs;
  for (let k = 0; k < bursts; k += 1) {
    const due = start + k * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const session = sessions[next++ % sessions.length];
    for (const socket of session.vendors) {
      const planned = due + Math.random() * spreadMs;
      setTimeout(() => fire(session, socket, planned), Math.max(0, planned - performance.now()));
    }
  }
  await sleep(spreadMs + 5);
  await Promise.all(pending);
  const lastAck = samples.accepted.reduce((last, a) => Math.max(last, a.ackAt), firstSend);
  await sleep(1000);
  loop.disable();
  const cpu = process.cpuUsage(cpuBefore);
  // Commit -> the last of the session's sockets (its vendors and the buyer's watcher) to hear it.
  const watcher = [];
  let incomplete = 0;
  for (const a of samples.accepted) {
    const h = hearing.heard(a.session, a.sequence);
    if (h.count < h.sockets) incomplete += 1;
    else watcher.push(h.lastAt - a.committedAt);
  }
  return {
    // The slow ones with when they were sent (wall ms): whether a tail is a few moments when everything waited, or spread out.
    slow: samples.accepted.filter((a) => a.took > SLOW_ACK_MS).map((a) => ({ sentAt: a.sentAt, took: a.took })),
    asked: samples.asked,
    accepted: samples.accepted.length,
    ack: samples.accepted.map((a) => a.took),
    refused: samples.refused,
    refusal: samples.refusal,
    limited: samples.limited,
    failed: samples.failed,
    watcher,
    incomplete,
    firstSend,
    lastAck,
    lateness: samples.lateness,
    deliveries: hearing.deliveries - deliveriesBefore,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
  };
}

process.on('message', async (message) => {
  const answer = (data) => process.send({ id: message.id, data });
  try {
    if (message.type === 'connect') return answer(await connectAll(message));
    if (message.type === 'warm') return answer(await warm(message));
    if (message.type === 'run') return answer(await run(message));
    if (message.type === 'stop') {
      for (const s of sessions) [...s.vendors, s.buyer].forEach((socket) => socket.close());
      answer(true);
      return setTimeout(() => process.exit(0), 50);
    }
  } catch (error) {
    process.send({ id: message.id, error: String(error?.stack ?? error) });
  }
});
process.send({ type: 'ready' });
