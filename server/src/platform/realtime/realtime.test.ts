import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@procura/domain/auth/auth.rules';
import type { ClientToServerEvents, ServerToClientEvents } from '@procura/domain/realtime/realtime.events';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { onCommand } from './realtime-commands';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects with `auth`; resolves with the socket, or rejects with the connect_error. */
function open(auth?: Record<string, unknown>): Promise<Client> {
  const socket: Client = connect(t.url, { transports: ['websocket'], reconnection: false, forceNew: true, ...(auth ? { auth } : {}) });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The user the server holds for a connected client's socket. */
async function serverUserOf(client: Client) {
  const sockets = await t.app.io.fetchSockets();
  return sockets.find((s) => s.id === client.id)?.data.user;
}

describe('realtime', () => {
  it('answers a ping with a pong carrying the server time', async () => {
    const socket: Client = connect(t.url, { transports: ['websocket'] });
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

describe('the handshake', () => {
  it('keeps a socket without a token (or with a null one) anonymous', async () => {
    for (const auth of [undefined, {}, { token: null }, { token: '' }]) {
      const socket = await open(auth);
      expect(await serverUserOf(socket)).toBeNull();
      socket.close();
    }
  });

  it('knows the caller of a good access token', async () => {
    const account = await createAccount(t, { role: 'seller_auction' });
    const { access_token } = await signIn(t, account.email);
    const socket = await open({ token: access_token });
    expect(await serverUserOf(socket)).toMatchObject({ id: account.id, email: account.email, role: 'seller_auction' });
    socket.close();
  });

  it('refuses a bad, expired or revoked token with Session Timeout', async () => {
    const account = await createAccount(t);
    const { access_token } = await signIn(t, account.email);
    const refused = (auth: Record<string, unknown>) => open(auth).then(() => 'connected', (error: Error & { data?: unknown }) => ({ message: error.message, data: error.data }));
    const timeout = { message: 'Session Timeout', data: { status: 401, errors: [{ param: null, msg: 'Session Timeout' }] } };
    expect(await refused({ token: 'not-a-token' })).toEqual(timeout);
    expect(await refused({ token: `${access_token.slice(0, -2)}xx` })).toEqual(timeout);
    expect(await refused({ token: 42 })).toEqual(timeout);
    // Expired.
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await refused({ token: access_token })).toEqual(timeout);
    // Revoked by logout: refused at once, before it expires.
    const fresh = await signIn(t, account.email);
    expect(await refused({ token: fresh.access_token })).toBe('connected');
    await t.call('POST', '/api/authentication/logout', { body: { refreshToken: fresh.refresh_token }, token: fresh.access_token });
    expect(await refused({ token: fresh.access_token })).toEqual(timeout);
  });

  it('closes the open sockets of a sign-in when it ends, and only those', async () => {
    const account = await createAccount(t);
    const ending = await signIn(t, account.email);
    const other = await signIn(t, account.email);
    const [closing, staying] = [await open({ token: ending.access_token }), await open({ token: other.access_token })];
    const closed = new Promise<string>((resolve) => closing.once('disconnect', resolve));
    await t.call('POST', '/api/authentication/logout', { body: { refreshToken: ending.refresh_token }, token: ending.access_token });
    expect(await closed).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staying.connected).toBe(true);
    staying.close();
  });
});

describe('typed commands', () => {
  it('parses, requires a user, and answers failures in the envelope without crashing', async () => {
    const schema = z.strictObject({ auctionId: z.uuid({ error: 'Bad id' }) });
    // An event of this test only, typed as one whose ack carries { auctionId }; registered once for the server.
    onCommand(t.app.io, t.app.ctx.log, 'TEST_COMMAND' as 'LEAVE_AUCTION', schema, ({ auctionId }) => {
      if (auctionId === '00000000-0000-4000-8000-000000000000') throw new Error('boom');
      return { auctionId };
    });
    const anonymous = await open();
    const send = (socket: Client, payload: unknown) => (socket as unknown as Socket).timeout(5_000).emitWithAck('TEST_COMMAND', payload);
    expect(await send(anonymous, { auctionId: '00000000-0000-4000-8000-000000000001' })).toEqual({ errors: [{ param: null, msg: 'Unauthorized' }] });
    anonymous.close();

    const account = await createAccount(t);
    const { access_token } = await signIn(t, account.email);
    const signedIn = await open({ token: access_token });
    expect(await send(signedIn, { auctionId: 'x' })).toEqual({ errors: [{ param: 'auctionId', msg: 'Bad id' }] });
    expect(await send(signedIn, 'x')).toEqual({ errors: [{ param: null, msg: 'The request must be a JSON object' }] });
    expect(await send(signedIn, { auctionId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      errors: [{ param: null, msg: 'Something went wrong on our side. Please try again in a moment.' }],
    });
    expect(await send(signedIn, { auctionId: '00000000-0000-4000-8000-000000000001' })).toEqual({ data: { auctionId: '00000000-0000-4000-8000-000000000001' } });
    expect(signedIn.connected).toBe(true);
    signedIn.close();
  });
});
