import fc from 'fast-check';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { commandNames } from './realtime-commands';
import { answerProblem, bodyArbitrary, DEFAULT_FUZZ_SEED, HOSTILE_CONSTANTS, ONE_MEGABYTE, writeWatcher } from '../../testing/fuzz.testing';
import { createTenant, type Tenant } from '../../testing/tenant-fixture.testing';

// Fuzzing for Socket.IO (decisions 143-144): every command a connected socket answers (read from the server's
// command table, never listed by hand) sent malformed and hostile payloads, shaped by the domain schema the
// command parses with (learned by watching `parse`), by the caller that gets furthest. Every ack must be
// `{ data }` or the envelope, never the generic failure (the socket's 500); a refused command writes
// nothing; the server stays up for the next caller.

const seen = vi.hoisted(() => ({ parses: [] as Array<{ schema: unknown; input: unknown }> }));
vi.mock('../http/http-errors', async (importOriginal) => {
  const original = await importOriginal<typeof import('../http/http-errors')>();
  return {
    ...original,
    parse: (schema: Parameters<typeof original.parse>[0], input: unknown) => {
      seen.parses.push({ schema, input });
      return original.parse(schema, input);
    },
  };
});

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const GENERIC_FAILURE = 'Something went wrong on our side';

type AnySocket = Socket;

let t: TestApp;
let tenant: Tenant;
let callers: Array<[string, string | undefined]>;
const opened: AnySocket[] = [];

beforeAll(async () => {
  t = await startTestApp({ captureLog: true });
  await forgetAttempts(t);
  tenant = await createTenant(t);
  callers = [
    ['buyer', tenant.buyer.token],
    ['vendor', tenant.vendors[0]!.token],
    ['negotiation vendor', tenant.negotiationVendor.token],
    ['spectator', tenant.spectator.token],
    ['anonymous', undefined],
  ];
}, 120_000);
afterAll(async () => {
  for (const socket of opened) socket.close();
  await t?.close();
});

async function open(token: string | undefined): Promise<AnySocket> {
  const socket = connect(t.url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: token ? { token } : {} });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  opened.push(socket);
  return socket;
}

/** Emits and waits for the ack; `undefined` when none came (the socket was dropped, or the command has no answer). */
async function emit(socket: AnySocket, event: string, args: unknown[], timeoutMs = 3_000): Promise<unknown> {
  try {
    return await socket.timeout(timeoutMs).emitWithAck(event, ...args);
  } catch {
    return undefined;
  }
}

describe('fuzzing every socket command', () => {
  it('answers every hostile payload with data or the envelope, never the generic failure, and writes nothing on a refusal', async () => {
    const started = Date.now();
    const commands = commandNames(t.app.io);
    expect(commands).toEqual(expect.arrayContaining(['JOIN_AUCTION', 'MAKE_OFFER', 'JOIN_NEGOTIATION', 'JOIN_CHAT_ROOM', 'NEW_MESSAGE', 'JOIN_DEMO_ROOM']));

    // Per command: the caller that gets furthest, and the schema its payload is parsed with.
    const sockets = new Map<string, AnySocket>();
    const socketOf = async (caller: string, token: string | undefined) => {
      let socket = sockets.get(caller);
      if (!socket?.connected) {
        socket = await open(token);
        sockets.set(caller, socket);
      }
      return socket;
    };
    // Per command: the callers its role gate lets through (the cases rotate among them), whether it
    // answers at all (ping and LEAVE_DEMO_ROOM do not), and the schema its payload is parsed with.
    const learned: Array<{ event: string; callers: Array<[string, string | undefined]>; acks: boolean; schema?: z.ZodType }> = [];
    for (const event of commands) {
      const entry: (typeof learned)[number] = { event, callers: [], acks: false };
      for (const [caller, token] of callers) {
        seen.parses.length = 0;
        const ack = (await emit(await socketOf(caller, token), event, [{ __probe: true }], 1_000)) as { errors?: Array<{ msg: string }> } | undefined;
        const schema = seen.parses.find((p) => (p.input as Record<string, unknown> | undefined)?.__probe === true)?.schema as z.ZodType | undefined;
        if (schema) entry.schema = schema;
        if (ack !== undefined) entry.acks = true;
        if (!ack?.errors?.some((e) => e.msg === 'Unauthorized' || e.msg === 'You are not allowed to do this')) entry.callers.push([caller, token]);
      }
      learned.push(entry);
    }

    /** Whether the socket still answers: a command of the server's own after the one under test. */
    const alive = async (socket: AnySocket) => socket.connected && (await emit(socket, 'CHECK_CLIENT_TIME', [{ clientTime: new Date().toISOString() }], 3_000)) !== undefined;

    const watcher = await writeWatcher(t.app.ctx.db);
    let logMark = t.logLines.length;
    const tally = { sent: 0, data: 0, refused: 0, noAck: 0, dropped: 0, genericFailures: 0, partialWrites: 0 };
    const failures: string[] = [];
    for (const [index, command] of learned.entries()) {
      if (!command.callers.length) command.callers.push(callers[0]!);
      const shaped = fc.sample(bodyArbitrary(command.schema, tenant.ids), { seed: FUZZ_SEED + index, numRuns: RUNS }).map((b) => ({ payload: b.raw !== undefined ? (JSON.parse(b.raw) as unknown) : b.json, label: b.label }));
      // Besides the shaped ones: non-object payloads, no payload, junk in the ack's place, binary, over the 1 MB message limit.
      const hostile = fc.sample(fc.constantFrom(...HOSTILE_CONSTANTS), { seed: FUZZ_SEED + 1000 + index, numRuns: 6 }).map((payload) => ({ payload, label: 'hostile payload' }));
      const cases: Array<{ args: unknown[]; label: string; oversized?: boolean }> = [
        ...shaped.map((c) => ({ args: [c.payload], label: c.label })),
        ...hostile.map((c) => ({ args: [c.payload], label: c.label, oversized: c.payload === ONE_MEGABYTE || Array.isArray(c.payload) })),
        { args: [], label: 'no payload' },
        { args: [{ __proto__: { admin: true } }, 'not a function'], label: 'junk beside the ack' },
        { args: [Buffer.from([0, 1, 2, 255])], label: 'binary payload' },
        { args: [{ text: 'x'.repeat(1_100_000) }], label: 'over the message limit', oversized: true },
      ];
      for (const [n, c] of cases.entries()) {
        const [caller, token] = command.callers[n % command.callers.length]!;
        const socket = await socketOf(caller, token);
        // Junk in the ack's place, or a command that never answers: emit, then ask the server something.
        const waits = command.acks && typeof c.args[1] !== 'string';
        const ack = waits ? await emit(socket, command.event, c.args) : (socket.emit(command.event, ...c.args), undefined);
        tally.sent += 1;
        const where = `[seed ${FUZZ_SEED}] ${command.event} as ${caller} (${c.label}) ${JSON.stringify(c.args)?.slice(0, 200)}`;
        const oversized = c.oversized || (JSON.stringify(c.args)?.length ?? 0) > 1_000_000;
        if (ack === undefined) {
          // Socket.IO drops a connection whose message passes maxHttpBufferSize (1 MB): the next case reconnects.
          if (!(await alive(socket))) {
            tally.dropped += 1;
            if (!oversized) failures.push(`${where}: the connection was dropped`);
          } else if (waits) {
            tally.noAck += 1;
            failures.push(`${where}: no answer`);
          } else tally.noAck += 1;
        } else {
          const answer = ack as { data?: unknown; errors?: Array<{ msg: string }> };
          if ('data' in answer && !('errors' in answer)) tally.data += 1;
          else {
            tally.refused += 1;
            const problem = answerProblem(400, answer);
            if (problem) failures.push(`${where}: ${problem}`);
            if (answer.errors?.some((e) => e.msg.startsWith(GENERIC_FAILURE))) {
              tally.genericFailures += 1;
              const logs = t.logLines.slice(logMark).filter((l) => l.includes('socket command failed')).map((l) => l.slice(0, 500));
              failures.push(`${where}: the generic failure ${logs.join(' | ')}`);
            }
          }
        }
        const changed = await watcher.changes();
        if (changed.length && !(ack && 'data' in (ack as object))) {
          tally.partialWrites += 1;
          failures.push(`${where}: refused but changed ${changed.join(', ')}`);
        }
        logMark = t.logLines.length;
      }
    }
    // The server is still up and answering.
    const after = await open(tenant.buyer.token);
    const time = (await emit(after, 'CHECK_CLIENT_TIME', [{ clientTime: new Date().toISOString() }])) as { data?: unknown };
    expect(time?.data).toBeDefined();

    console.log(
      [
        `fuzz-sockets: seed ${FUZZ_SEED}, ${commands.length} commands (${commands.join(', ')}), ${learned.filter((l) => l.schema).length} with a learned schema; callers ${learned.map((l) => `${l.event}=${l.callers.length}`).join(', ')}`,
        `fuzz-sockets: commands sent ${tally.sent}, acked data ${tally.data}, refused ${tally.refused}, no ack ${tally.noAck}, connections dropped (over 1 MB) ${tally.dropped}, generic failures (the socket's 500) ${tally.genericFailures}, partial writes ${tally.partialWrites}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
