// The raw figure of bench/auction-scale.mjs's fan-out and memory rows: a bare Socket.IO server
// (same version, same websocket transport, no auth, no database, no projections), run as a child.
//   client 'join' (room)           -> the socket joins the room (ack)
//   client 'offer' ({room, sizes}) -> NEW_OFFER and LEADERBOARD of the given sizes to the room, then the ack
// IPC: memory -> process.memoryUsage() after a full GC; stop.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { transports: ['websocket'] });
const pads = new Map();
const pad = (size) => {
  if (!pads.has(size)) pads.set(size, 'x'.repeat(Math.max(0, size - 20)));
  return pads.get(size);
};
let sequence = 0;
io.on('connection', (socket) => {
  socket.on('join', (room, ack) => {
    socket.join(room);
    ack?.({ data: room });
  });
  socket.on('offer', ({ room, sizes }, ack) => {
    sequence += 1;
    io.to(room).emit('NEW_OFFER', { room, sequence, pad: pad(sizes[0]) });
    io.to(room).emit('LEADERBOARD', { room, sequence, pad: pad(sizes[1]) });
    ack?.({ data: { sequence, at: Date.now() } });
  });
});
http.listen(0, '127.0.0.1', () => process.send({ type: 'ready', url: `http://127.0.0.1:${http.address().port}` }));

process.on('message', async (message) => {
  const answer = (data) => process.send({ id: message.id, data });
  if (message.type === 'memory') {
    for (let i = 0; i < 3; i += 1) globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    globalThis.gc?.();
    answer(process.memoryUsage());
  } else if (message.type === 'stop') {
    io.close();
    answer(true);
    setTimeout(() => process.exit(0), 50);
  }
});
