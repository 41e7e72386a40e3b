import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { connectClient, joinedClient, nextEvent, recordEvents, sendRaw, settle, type DemoClient } from './demo-room-client.testing';
import { DEMO_ROOM_LIMITS } from './demo-room.socket';

let t: TestApp;
const open: DemoClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  // Wait until the server has seen every close, so no late 'left' reaches the next test.
  await expect.poll(() => t.app.io.of('/').sockets.size).toBe(0);
});
afterAll(async () => {
  await t.close();
});

async function member(username: string): Promise<DemoClient> {
  const socket = await joinedClient(t.url, username);
  open.push(socket);
  return socket;
}

async function stranger(): Promise<DemoClient> {
  const socket = await connectClient(t.url);
  open.push(socket);
  return socket;
}

const offer = (socket: DemoClient, price: unknown) => sendRaw(socket, 'SUBMIT_DEMO_OFFER', { price });
const onlyError = (param: string | null, msg: string) => ({ errors: [{ param, msg }] });

describe('joining and leaving the demo room', () => {
  it('answers the normalised name and tells the others, not the newcomer', async () => {
    const budi = await member('Budi');
    const budiHears = nextEvent(budi, 'DEMO_USER_JOINED');
    const eva = await stranger();
    const evaHears = recordEvents(eva, 'DEMO_USER_JOINED');
    expect(await eva.emitWithAck('JOIN_DEMO_ROOM', { username: 'Éva Müller' })).toEqual({ data: { username: 'EvaMuller' } });
    expect(await budiHears).toEqual({ username: 'EvaMuller' });
    await settle();
    expect(evaHears).toEqual([]);
  });

  it('asks to complete the field when the name is empty after normalising', async () => {
    const socket = await stranger();
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: ' !!! ' })).toEqual(onlyError('username', DEMO_ROOM_MSG.completeField));
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', {})).toEqual(onlyError('username', DEMO_ROOM_MSG.completeField));
  });

  it('refuses a join payload that is not an object, has the wrong types or unknown fields', async () => {
    const socket = await stranger();
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', 'Budi')).toEqual(onlyError(null, 'The request must be a JSON object'));
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', ['Budi'])).toEqual(onlyError(null, 'The request must be a JSON object'));
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: 7 })).toEqual(onlyError('username', DEMO_ROOM_MSG.usernameNotText));
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: 'x'.repeat(200) })).toEqual(onlyError('username', DEMO_ROOM_MSG.usernameTooLong));
    // A huge payload is refused by its size before anything of it is read (decision 227).
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: 'x'.repeat(200_000) })).toEqual(onlyError(null, 'The request is too large'));
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: 'Budi', admin: true })).toEqual(onlyError('admin', 'Unknown field'));
  });

  it('announces nothing new when the same name joins twice, and a rename as a leave and a join', async () => {
    const budi = await member('Budi');
    const eva = await member('Eva');
    await settle();
    const joined = recordEvents(budi, 'DEMO_USER_JOINED');
    const left = recordEvents(budi, 'DEMO_USER_LEFT');
    await eva.emitWithAck('JOIN_DEMO_ROOM', { username: 'Eva' });
    await eva.emitWithAck('JOIN_DEMO_ROOM', { username: 'Evi' });
    await settle();
    expect(joined).toEqual([{ username: 'Evi' }]);
    expect(left).toEqual([{ username: 'Eva' }]);
  });

  it('tells the others when someone leaves the room', async () => {
    const budi = await member('Budi');
    const eva = await member('Eva');
    const budiHears = nextEvent(budi, 'DEMO_USER_LEFT');
    eva.emit('LEAVE_DEMO_ROOM');
    expect(await budiHears).toEqual({ username: 'Eva' });
  });

  it('tells the others when someone loses the connection', async () => {
    const budi = await member('Budi');
    const eva = await joinedClient(t.url, 'Eva');
    const budiHears = nextEvent(budi, 'DEMO_USER_LEFT');
    eva.close();
    expect(await budiHears).toEqual({ username: 'Eva' });
  });

  it('announces a person once while their name is in the room through more than one connection', async () => {
    const budi = await member('Budi');
    const joined = recordEvents(budi, 'DEMO_USER_JOINED');
    const left = recordEvents(budi, 'DEMO_USER_LEFT');
    // A browser that reconnects before its old connection timed out, or a second tab.
    const evaOld = await joinedClient(t.url, 'Eva');
    await settle();
    const evaNew = await joinedClient(t.url, 'Eva');
    await settle();
    evaOld.close();
    await settle();
    expect(joined).toEqual([{ username: 'Eva' }]);
    expect(left).toEqual([]);
    evaNew.close();
    await expect.poll(() => left).toEqual([{ username: 'Eva' }]);
  });

  it('stops answering joins from a connection that keeps joining', async () => {
    const socket = await stranger();
    for (let i = 0; i < DEMO_ROOM_LIMITS.joins.max; i += 1) await socket.emitWithAck('JOIN_DEMO_ROOM', { username: `Spam${i}` });
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: 'Again' })).toEqual(onlyError(null, DEMO_ROOM_MSG.tooManyJoins));
    t.clock.advance(DEMO_ROOM_LIMITS.joins.windowMs);
    expect(await sendRaw(socket, 'JOIN_DEMO_ROOM', { username: 'Again' })).toEqual({ data: { username: 'Again' } });
  });
});

describe('offers in the demo room', () => {
  it('stores an offer, acknowledges it and shows it live to everyone in the room', async () => {
    const budi = await member('Budi');
    const eva = await member('Éva Müller');
    const budiSees = nextEvent(budi, 'NEW_DEMO_OFFER');
    const evaSees = nextEvent(eva, 'NEW_DEMO_OFFER');
    const answer = await eva.emitWithAck('SUBMIT_DEMO_OFFER', { price: '1500000.5' });
    expect(answer).toEqual({ data: { id: expect.any(Number), username: 'EvaMuller', price: '1500000.50', createdAt: expect.any(String) } });
    if (!('data' in answer)) throw new Error('refused');
    expect(await budiSees).toEqual(answer.data);
    expect(await evaSees).toEqual(answer.data);
    const listed = (await t.call('GET', '/api/room/fetch_offer')).body.data;
    expect(listed[0]).toEqual(answer.data);
  });

  it('accepts a JSON number as the price', async () => {
    const budi = await member('Budi');
    expect(await offer(budi, 2500)).toMatchObject({ data: { username: 'Budi', price: '2500.00' } });
  });

  it('does not show offers to a connection that has not joined', async () => {
    const budi = await member('Budi');
    const outsider = await stranger();
    const outsiderSees = recordEvents(outsider, 'NEW_DEMO_OFFER');
    await offer(budi, '100');
    await settle();
    expect(outsiderSees).toEqual([]);
  });

  it('asks a connection to join before it offers', async () => {
    const outsider = await stranger();
    expect(await offer(outsider, '100')).toEqual(onlyError(null, DEMO_ROOM_MSG.joinFirst));
  });

  it.each([
    ['a negative price', '-5', DEMO_ROOM_MSG.pricePositive],
    ['a zero price', 0, DEMO_ROOM_MSG.pricePositive],
    ['three decimals', '10.005', DEMO_ROOM_MSG.priceDecimals],
    ['float noise', 0.1 + 0.2, DEMO_ROOM_MSG.priceDecimals],
    ['16 integer digits', '1234567890123456', DEMO_ROOM_MSG.priceDigits],
    ['an absurd number', 1e30, DEMO_ROOM_MSG.priceNotNumber],
    ['a thousand digits', '9'.repeat(1_000), DEMO_ROOM_MSG.priceDigits],
    ['text', 'cheap', DEMO_ROOM_MSG.priceNotNumber],
    ['a list', [100], DEMO_ROOM_MSG.priceNotNumber],
    ['null', null, DEMO_ROOM_MSG.priceNotNumber],
    ['nothing', '', DEMO_ROOM_MSG.priceRequired],
  ])('refuses %s under the price field and stores nothing', async (_case, price, msg) => {
    const budi = await member('Budi');
    const before = (await t.call('GET', '/api/room/fetch_offer')).body.data.length;
    expect(await offer(budi, price)).toEqual(onlyError('price', msg));
    expect((await t.call('GET', '/api/room/fetch_offer')).body.data).toHaveLength(before);
  });

  it('refuses a payload that is not an object or carries unknown fields, and keeps the connection', async () => {
    const budi = await member('Budi');
    expect(await sendRaw(budi, 'SUBMIT_DEMO_OFFER', '100')).toEqual(onlyError(null, 'The request must be a JSON object'));
    expect(await sendRaw(budi, 'SUBMIT_DEMO_OFFER', 100)).toEqual(onlyError(null, 'The request must be a JSON object'));
    expect(await sendRaw(budi, 'SUBMIT_DEMO_OFFER')).toEqual(onlyError('price', DEMO_ROOM_MSG.priceRequired));
    expect(await sendRaw(budi, 'SUBMIT_DEMO_OFFER', { price: '1', username: 'Someone' })).toEqual(onlyError('username', 'Unknown field'));
    expect(budi.connected).toBe(true);
    expect(await offer(budi, '1')).toMatchObject({ data: { price: '1.00' } });
  });

  it('survives commands sent without an acknowledgement', async () => {
    const budi = await member('Budi');
    const seen = nextEvent(budi, 'NEW_DEMO_OFFER');
    (budi as unknown as { emit(event: string, payload: unknown): void }).emit('SUBMIT_DEMO_OFFER', { price: '77' });
    (budi as unknown as { emit(event: string, payload: unknown): void }).emit('JOIN_DEMO_ROOM', { username: 42 });
    expect(await seen).toMatchObject({ username: 'Budi', price: '77.00' });
    expect(budi.connected).toBe(true);
  });

  it('limits how fast one connection can offer', async () => {
    const budi = await member('Budi');
    for (let i = 0; i < DEMO_ROOM_LIMITS.offers.max; i += 1) expect(await offer(budi, `${i + 1}`)).toHaveProperty('data');
    expect(await offer(budi, '999')).toEqual(onlyError(null, DEMO_ROOM_MSG.tooManyOffers));
    t.clock.advance(DEMO_ROOM_LIMITS.offers.windowMs);
    expect(await offer(budi, '999')).toHaveProperty('data');
  });
});
