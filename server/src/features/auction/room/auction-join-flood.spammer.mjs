// The spamming vendor of auction-join-flood.test.ts, on its own thread: its sockets, the 300 joins
// and the acks and broadcasts they hear are the spammer's machine's work, not the server's. In the
// test's own thread they cost the server's event loop as much as the joins (every offer of the
// other vendors is parsed again by each of the spammer's sockets), and the test measured itself.
import { parentPort, workerData } from 'node:worker_threads';
import { io as connect } from 'socket.io-client';

const { url, token, auctionId, extraSockets } = workerData;
const sockets = [];
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function open() {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  sockets.push(socket);
  return socket;
}

const join = (socket, timeoutMs) => socket.timeout(timeoutMs).emitWithAck('JOIN_AUCTION', { auctionId });

/** 300 joins from the first socket in bursts of 30, and after the third burst `extraSockets` more sockets, each joining once. */
async function spam() {
  const [first] = sockets;
  const joinAnswers = [];
  const socketAnswers = [];
  for (let burst = 0; burst < 10; burst += 1) {
    for (let i = 0; i < 30; i += 1) joinAnswers.push(join(first, 20_000));
    if (burst === 2) {
      for (let s = 0; s < extraSockets; s += 1) socketAnswers.push(await join(await open(), 5_000));
    }
    await settle(30);
  }
  return { joinAnswers: await Promise.all(joinAnswers), socketAnswers };
}

const commands = {
  open: async () => (await open(), null),
  spam,
  connected: async () => sockets.every((socket) => socket.connected),
  close: async ({ index }) => (sockets.at(index).close(), null),
  end: async () => (sockets.forEach((socket) => socket.close()), null),
};

parentPort.on('message', ({ id, command, args }) => {
  commands[command](args).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
  );
});
