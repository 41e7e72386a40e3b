import type { FastifyBaseLogger } from 'fastify';

/** One kind of due work; returns how many things it did. Each job claims its rows itself (FOR UPDATE SKIP LOCKED). */
export interface ScheduledJob {
  name: string;
  run(): Promise<number>;
}

/**
 * The one loop for claimed background work (the outbox worker and the auction jobs run on it).
 * Polls due work in the database on every node: due times live in rows, each job claims what is
 * due with FOR UPDATE SKIP LOCKED and guards every change with a conditional update, so several nodes polling together do each thing once. `start()` runs a tick
 * at once, so whatever fell due while no node was running is done at start-up. Tests call tick().
 * The heartbeat (docs/rules/auction-bidding.md#outages: how long no node ran) runs first, and only on the loop's ticks: a test
 * that moves a fake clock and calls tick() is not an outage.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly log: FastifyBaseLogger,
    private readonly heartbeat?: ScheduledJob,
    private readonly intervalMs = 250,
  ) {}

  /** Starts the loop; resolves when its first tick (what fell due while no node ran, an outage's extensions) is done. */
  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick({ heartbeat: true }), this.intervalMs);
    this.timer.unref();
    await this.tick({ heartbeat: true });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs every job once, in order; returns how many things they did. A tick already running makes this one return 0. */
  async tick(options: { heartbeat?: boolean } = {}): Promise<number> {
    if (this.running) return 0;
    let count = 0;
    const jobs = options.heartbeat && this.heartbeat ? [this.heartbeat, ...this.jobs] : this.jobs;
    this.running = (async () => {
      for (const job of jobs) {
        try {
          count += await job.run();
        } catch (err) {
          this.log.error({ err }, `scheduled job ${job.name} failed`);
        }
      }
    })().finally(() => {
      this.running = null;
    });
    await this.running;
    return count;
  }
}
