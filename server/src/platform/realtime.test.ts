import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('realtime', () => {
  it('answers a ping with a pong carrying the server time', async () => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(t.url, { transports: ['websocket'] });
    t.clock.advance(90_000);
    const pong = await new Promise<{ serverNow: string }>((resolve, reject) => {
      socket.once('pong', resolve);
      socket.once('connect_error', reject);
      socket.emit('ping');
    });
    socket.close();
    const skew = Math.abs(new Date(pong.serverNow).getTime() - (Date.now() + 90_000));
    expect(skew).toBeLessThan(5_000);
  });
});
