// An HTTP flood on a thread of its own (the referee-floods test): `concurrency` loops send the same
// request again and again until told to stop, as a client on another machine would. Its fetches and
// their answers are that machine's work, not the server's, whose event loop shares the test's thread.
import { parentPort, workerData } from 'node:worker_threads';

const { url, method, token, body, concurrency, headers } = workerData;
let running = true;
const statuses = {};
let retryAfter = null;

async function loop(index) {
  while (running) {
    try {
      const answer = await fetch(url, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        // A fresh key per offer: each request is a new attempt, as a flood of different offers is.
        body: body ? JSON.stringify({ ...body, ...(body.idempotencyKey === '*' ? { idempotencyKey: `flood-${index}-${crypto.randomUUID()}` } : {}) }) : undefined,
      });
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 429 && retryAfter === null) retryAfter = answer.headers.get('retry-after');
    } catch {
      statuses.failed = (statuses.failed ?? 0) + 1;
    }
  }
}

const loops = Array.from({ length: concurrency }, (_, i) => loop(i));
parentPort.once('message', async () => {
  running = false;
  await Promise.all(loops);
  parentPort.postMessage({ statuses, retryAfter });
});
parentPort.postMessage({ started: true });
