// An HTTP flood on a thread of its own (the referee-floods test): `concurrency` loops send the same
// request again and again, `perSecond` in all, until told to stop, as a client on another machine
// would. Its fetches and their answers are that machine's work, not the server's, whose event loop
// shares the test's thread. Paced rather than as fast as answers come: a flood well past every budget
// that still leaves the suites beside it their cores. It tells the test of its first refusal (429) as
// it comes, and what it got back in all when stopped.
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';

const { url, method, token, body, concurrency, perSecond } = workerData;
const everyMs = (concurrency * 1000) / perSecond;
let running = true;
const statuses = {};
let retryAfter = null;

async function loop(index) {
  const began = performance.now() + (index * everyMs) / concurrency;
  for (let sent = 0; running; sent += 1) {
    const wait = began + sent * everyMs - performance.now();
    if (wait > 0) await sleep(wait);
    if (!running) break;
    try {
      const answer = await fetch(url, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        // A fresh key per offer: each request is a new attempt, as a flood of different offers is.
        body: body ? JSON.stringify({ ...body, ...(body.idempotencyKey === '*' ? { idempotencyKey: `flood-${index}-${crypto.randomUUID()}` } : {}) }) : undefined,
      });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 429 && retryAfter === null) {
        retryAfter = answer.headers.get('retry-after');
        parentPort.postMessage({ refused: true });
      }
    } catch {
      statuses.failed = (statuses.failed ?? 0) + 1;
    }
  }
}

const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
parentPort.once('message', async () => {
  running = false;
  await Promise.all(loops);
  parentPort.postMessage({ done: true, statuses, retryAfter });
});
parentPort.postMessage({ started: true });
