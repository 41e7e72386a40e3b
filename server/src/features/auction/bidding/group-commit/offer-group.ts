import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../../../platform/context';

// Group commit per session (decision 215). A node takes one write at a time on a
// session; the offers that arrive for it while that write is in flight wait here, and when it ends
// they are taken together, in arrival order, as the next group: judged one after the other against
// the standing each will meet and written in one statement. The first offer on an idle session is
// taken at once (a group of one): grouping adds no wait, it only uses the wait there already was.
// The line is bounded (decision 226): past MAX_WAITING offers a new one is refused at once as busy,
// and an offer still waiting when its deadline passes is refused as busy too (never written: it
// was in no group). One timer per line, at its first offer's deadline.

/** One offer waiting for its group, and how its caller is answered. */
export interface Waiting<R, A> {
  request: R;
  resolve(answer: A): void;
  reject(error: unknown): void;
}

/** At most this many offers in one statement: a burst of a whole session fits, a flood is cut in pieces. */
export const MAX_GROUP = 64;

/** How many offers may wait on one session, and for how long, before they are refused as busy. */
export interface LineBounds {
  maxWaiting: number;
  deadlineMs: number;
}

/** Four whole groups, and about a hundred times a group's write: a live session never meets them, a hung one does. */
export const LINE_BOUNDS: LineBounds = { maxWaiting: 4 * MAX_GROUP, deadlineMs: 3_000 };

interface Queued<R, A> extends Waiting<R, A> {
  deadline: number;
}

interface Line<R, A> {
  waiting: Array<Queued<R, A>>;
  taking: boolean;
  timer: NodeJS.Timeout | null;
}

/**
 * The per-session lines of one database handle. `take` writes one group and must settle each of its
 * offers (an offer it leaves unsettled, or a throw, is refused with the error); `sameRequestKey` names
 * an offer's (vendor, idempotency key): a group never holds one key twice (the second waits for the
 * next group, where it meets the first as a retry).
 */
export class OfferGroups<R, A> {
  private readonly lines = new Map<string, Line<R, A>>();

  constructor(
    private readonly take: (auctionId: string, group: Array<Waiting<R, A>>) => Promise<void>,
    private readonly requestKey: (request: R) => string,
    /** The refusal of an offer the line cannot hold or that waited past its deadline. */
    private readonly busy: () => unknown,
    private readonly bounds: LineBounds = LINE_BOUNDS,
  ) {}

  submit(auctionId: string, request: R): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      let line = this.lines.get(auctionId);
      if (!line) this.lines.set(auctionId, (line = { waiting: [], taking: false, timer: null }));
      if (line.waiting.length >= this.bounds.maxWaiting) return reject(this.busy());
      line.waiting.push({ request, resolve, reject, deadline: performance.now() + this.bounds.deadlineMs });
      if (!line.taking) void this.drain(auctionId, line);
      else this.watchDeadlines(line);
    });
  }

  /** While offers wait behind a write, one timer refuses those whose deadline passed, first to last. */
  private watchDeadlines(line: Line<R, A>): void {
    const first = line.waiting[0];
    if (line.timer || !first) return;
    line.timer = setTimeout(() => {
      line.timer = null;
      const now = performance.now();
      while (line.waiting[0] && line.waiting[0].deadline <= now) line.waiting.shift()!.reject(this.busy());
      this.watchDeadlines(line);
    }, Math.max(0, first.deadline - performance.now()));
    line.timer.unref();
  }

  private async drain(auctionId: string, line: Line<R, A>): Promise<void> {
    line.taking = true;
    while (line.waiting.length > 0) {
      const group = line.waiting.splice(0, this.groupSize(line.waiting));
      const settled = group.map((w) => settleOnce(w));
      try {
        await this.take(auctionId, settled);
      } catch (error) {
        for (const w of settled) w.reject(error);
      }
      for (const w of settled) w.reject(new Error('offer left unanswered by its group'));
    }
    line.taking = false;
    if (line.timer) clearTimeout(line.timer);
    this.lines.delete(auctionId);
  }

  /** How many of the first waiting offers form the next group: up to MAX_GROUP, stopping before a repeated key. */
  private groupSize(waiting: ReadonlyArray<Queued<R, A>>): number {
    const keys = new Set<string>();
    let size = 0;
    for (const w of waiting) {
      const key = this.requestKey(w.request);
      if (size === MAX_GROUP || keys.has(key)) break;
      keys.add(key);
      size += 1;
    }
    return size;
  }
}

/** The waiting offer answered at most once (a later resolve or reject does nothing). */
function settleOnce<R, A>(w: Waiting<R, A>): Waiting<R, A> {
  let done = false;
  return {
    request: w.request,
    resolve: (answer) => {
      if (done) return;
      done = true;
      w.resolve(answer);
    },
    reject: (error) => {
      if (done) return;
      done = true;
      w.reject(error);
    },
  };
}

const groupsByDb = new WeakMap<object, OfferGroups<never, never>>();

/** The lines of the context's database handle (one per app: tests run several apps in one process). */
export function offerGroupsOf<R, A>(ctx: AppContext, make: () => OfferGroups<R, A>): OfferGroups<R, A> {
  let groups = groupsByDb.get(ctx.db) as OfferGroups<R, A> | undefined;
  if (!groups) groupsByDb.set(ctx.db, (groups = make()) as unknown as OfferGroups<never, never>);
  return groups;
}
