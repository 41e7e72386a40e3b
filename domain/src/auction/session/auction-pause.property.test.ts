import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, initialStanding, replay, type AuctionEvent, type AuctionStanding } from '../bidding/auction-standing.rules';
import { injuryTimeExtension } from '../bidding/injury-time.rules';
import { validateOffer, type OfferTerms } from '../bidding/offer.rules';
import { endAfterResume, pausedMs, pauseRefusal, resumeRefusal } from './auction-pause.rules';

// Random sessions with pauses (docs/rules/auction-bidding.md#pause-and-resume):
// vendors offer, the buyer pauses and resumes at random moments, injury time extends. Played as the
// server plays them: no offer while paused, resume moves the end by the paused time. The end and
// the pause are a pure function of the ledger, and a pause takes from nobody the time it had.

const START = Date.parse('2026-03-01T09:00:00.000Z');
const DURATION_MS = 5 * 60_000;
const WINDOW = '1';
const EXTENSION = '0.5';
const VENDORS = ['pv-a', 'pv-b'];
const TERMS: OfferTerms = { direction: 'REVERSE', auctionType: 'OPEN', biddingType: 'TOTAL_PRICE', initialPrice: '1000.00', minimalDecrement: '5.00', estimatedTotal: null, items: [] };

type Command = { kind: 'offer'; vendor: number; steps: number; waitMs: number } | { kind: 'pause'; waitMs: number } | { kind: 'resume'; waitMs: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('offer' as const), vendor: fc.integer({ min: 0, max: 1 }), steps: fc.integer({ min: 1, max: 3 }), waitMs: fc.integer({ min: 0, max: 60_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pause' as const), waitMs: fc.integer({ min: 0, max: 90_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resume' as const), waitMs: fc.integer({ min: 1, max: 20 * 60_000 }) }) },
);

interface Played {
  events: AuctionEvent[];
  /** The end and the pause the server keeps on the session row after each entry, computed as the services do. */
  rows: { endTime: string; pausedAt: string | null }[];
  /** Milliseconds the session ran unpaused from its start to its end. */
  runningMs: number;
}

/** Plays commands as the server does, keeping the session row (end, pause) apart from the ledger. */
function play(commands: readonly Command[]): Played {
  const events: AuctionEvent[] = [];
  const rows: Played['rows'] = [];
  let standing: AuctionStanding = initialStanding('REVERSE');
  let now = START;
  let row = { endTime: START + DURATION_MS, pausedAt: null as number | null, extensionsUsed: 0 };
  let runningMs = 0;
  let runningSince = START;
  const iso = (ms: number) => new Date(ms).toISOString();
  const push = (kind: AuctionEvent['kind'], payload: unknown) => {
    const event = { kind, sequence: standing.sequence + 1, auctionId: 'a1', at: iso(now), payload } as AuctionEvent;
    events.push(event);
    standing = applyEvent(standing, event);
    rows.push({ endTime: iso(row.endTime), pausedAt: row.pausedAt === null ? null : iso(row.pausedAt) });
  };
  const resume = () => {
    const pausedAt = row.pausedAt!;
    const previousEndTime = iso(row.endTime);
    row = { ...row, endTime: Date.parse(endAfterResume(previousEndTime, iso(pausedAt), iso(now))), pausedAt: null };
    push('RESUME', { pausedAt: iso(pausedAt), resumedAt: iso(now), pausedMs: pausedMs(iso(pausedAt), iso(now)), previousEndTime, endTime: iso(row.endTime) });
    runningSince = now;
  };
  push('START', { startTime: iso(START), endTime: iso(row.endTime) });
  for (const command of commands) {
    // A running session ends at its end; a paused one waits (its end is given back on resume).
    if (row.pausedAt === null && now + command.waitMs >= row.endTime) break;
    now += command.waitMs;
    const session = { status: 'ON_GOING' as const, pausedAt: row.pausedAt === null ? null : iso(row.pausedAt) };
    if (command.kind === 'pause') {
      if (pauseRefusal(session)) continue;
      runningMs += now - runningSince;
      row = { ...row, pausedAt: now };
      push('PAUSE', { reason: 'a power cut at the venue', pausedAt: iso(now) });
      continue;
    }
    if (command.kind === 'resume') {
      if (!resumeRefusal(session)) resume();
      continue;
    }
    if (row.pausedAt !== null) continue;
    const price = (Number(standing.leadingPrice ?? TERMS.initialPrice) - 5 * command.steps).toFixed(2);
    const vendor = VENDORS[command.vendor]!;
    if (!validateOffer(TERMS, standing, { procurementVendorId: vendor, bidItemPrices: {} }, { totalOffer: price }).ok) continue;
    const extension = injuryTimeExtension({
      periodType: 'INJURY_TIME',
      endTime: iso(row.endTime),
      now: iso(now),
      injuryTimeBeforeEnd: WINDOW,
      timeExtension: EXTENSION,
      maxSessionExtension: 3,
      extensionsUsed: row.extensionsUsed,
    });
    push('OFFER', { offerId: `offer-${standing.sequence + 1}`, vendorId: vendor, totalOffer: price, items: [], priceTooLow: false });
    if (extension.extend) {
      const previousEndTime = iso(row.endTime);
      row = { ...row, endTime: Date.parse(extension.endTime), extensionsUsed: extension.extensionsUsed };
      push('EXTENSION', { previousEndTime, endTime: extension.endTime, extensionsUsed: extension.extensionsUsed, cause: 'INJURY_TIME' });
    }
  }
  // A session still paused is resumed before it ends (a stop or the pause limit would end it otherwise).
  if (row.pausedAt !== null) {
    now += 1_000;
    resume();
  }
  now = row.endTime;
  runningMs += now - runningSince;
  push('STOP', { endTime: iso(row.endTime) });
  return { events, rows, runningMs };
}

describe('pauses in random sessions', () => {
  it('leave the end and the pause a pure function of the ledger, to the millisecond, after every entry', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const { events, rows } = play(commands);
        events.forEach((_, k) => {
          const replayed = replay('REVERSE', events.slice(0, k + 1));
          expect({ endTime: replayed.endTime, pausedAt: replayed.pausedAt }).toEqual(rows[k]);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('take no offer while paused', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        let paused = false;
        for (const event of play(commands).events) {
          if (event.kind === 'PAUSE') paused = true;
          if (event.kind === 'RESUME') paused = false;
          if (event.kind === 'OFFER') expect(paused).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('give the vendors exactly the planned time plus the extensions, however long the pauses', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const { events, runningMs } = play(commands);
        const extensions = events.filter((e) => e.kind === 'EXTENSION').length;
        expect(runningMs).toBe(DURATION_MS + extensions * 30_000);
      }),
      { numRuns: 200 },
    );
  });
});
