import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { HEAVY_READ_MSG } from '@procura/domain/common/heavy-read.messages';
import { HEAVY_WORKER_FILE } from '../../server-paths';
import type { HeavyInput, HeavyOutput, HeavyRequest, HeavyTaskName } from './heavy-tasks';

// The heavy-work pool (docs/decisions.md 220): rendering PDF/DOCX/XLSX bytes, recomputing hash chains
// and building the OCDS package run on piscina's threads, never on the event loop that judges live
// offers. One pool per process, bounded (HEAVY_WORK_THREADS threads, HEAVY_WORK_QUEUE waiting tasks),
// its threads started on the first task and at a lower priority than the event loop; every app that
// opens it closes it, and the last close ends its threads (tests start many apps in one process).

export interface HeavyWorkSize {
  threads: number;
  queue: number;
}

const DEFAULT_SIZE: HeavyWorkSize = { threads: 1, queue: 16 };
/** A thread unused this long ends; the next task starts one again. */
const IDLE_MS = 60_000;
/** Below the event loop's priority (nice +10): the referee keeps its core when both want one. */
const NICE = 10;
const QUEUE_FULL_RETRY_SECONDS = 2;

let pool: Piscina<HeavyRequest, unknown> | null = null;
let openedBy = 0;
const finished = new Map<string, number>();
/** Milliseconds from each task's call to its answer (queue, copies and the thread's run), per task. */
const busy = new Map<string, number>();

function poolOf(size: HeavyWorkSize): Piscina<HeavyRequest, unknown> {
  pool ??= new Piscina<HeavyRequest, unknown>({
    filename: pathToFileURL(HEAVY_WORKER_FILE).href,
    minThreads: 0,
    maxThreads: size.threads,
    maxQueue: size.queue,
    idleTimeout: IDLE_MS,
    niceIncrement: NICE,
  });
  return pool;
}

/** The app's hold on the pool (app.ts): the first sizes it; close() lets the last one end its threads. */
export function openHeavyWork(size: HeavyWorkSize): { close(): Promise<void> } {
  poolOf(size);
  openedBy += 1;
  let closed = false;
  return {
    async close() {
      if (closed) return;
      closed = true;
      openedBy -= 1;
      if (openedBy > 0 || !pool) return;
      const ending = pool;
      pool = null;
      await ending.destroy();
    },
  };
}

/** Bytes come back from the thread as a Uint8Array: the callers' Buffer, without a copy. */
const asBuffer = (value: unknown) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);

/** Runs one task on the pool's thread; the pool's queue full: 503 with Retry-After. */
export async function runHeavy<K extends HeavyTaskName>(task: K, input: HeavyInput<K>): Promise<HeavyOutput<K>> {
  let result: unknown;
  const began = performance.now();
  try {
    result = await poolOf(DEFAULT_SIZE).run({ task, input });
  } catch (error) {
    if (error instanceof Error && error.message === 'Task queue is at limit') {
      throw new AppError(HTTP.serviceUnavailable, [{ param: null, msg: HEAVY_READ_MSG.nodeBusy }], QUEUE_FULL_RETRY_SECONDS);
    }
    throw error;
  }
  finished.set(task, (finished.get(task) ?? 0) + 1);
  busy.set(task, (busy.get(task) ?? 0) + performance.now() - began);
  return asBuffer(result) as HeavyOutput<K>;
}

/** How many `task`s this process finished (tests count renders with it). */
export const heavyRunsOf = (task: HeavyTaskName): number => finished.get(task) ?? 0;

/** How long this process's finished `task`s took in all, in ms, from the call to the answer (bench/heavy-reads.mjs). */
export const heavyMsOf = (task: HeavyTaskName): number => busy.get(task) ?? 0;
