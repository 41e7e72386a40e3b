import { describe, expect, it } from 'vitest';
import { minutesToMs } from '../session/auction-session.rules';
import { injuryTimeExtension, type InjuryTimeInput } from './injury-time.rules';

const END = '2026-03-01T10:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(END) - ms).toISOString();

function input(overrides: Partial<InjuryTimeInput> = {}): InjuryTimeInput {
  return {
    periodType: 'INJURY_TIME',
    endTime: END,
    now: before(60_000),
    injuryTimeBeforeEnd: '2',
    timeExtension: '1.5',
    maxSessionExtension: 3,
    extensionsUsed: 0,
    ...overrides,
  };
}

describe('injury time', () => {
  it('moves the end by the time extension when an offer comes within the last minutes', () => {
    expect(injuryTimeExtension(input())).toEqual({ extend: true, endTime: '2026-03-01T10:01:30.000Z', extensionsUsed: 1 });
  });

  it('extends exactly at the window edge and not a millisecond before it', () => {
    expect(injuryTimeExtension(input({ now: before(120_000) }))).toMatchObject({ extend: true });
    expect(injuryTimeExtension(input({ now: before(120_001) }))).toEqual({ extend: false });
  });

  it('reads minutes with 2 decimals exactly (0.01 minute is 600 ms)', () => {
    expect(minutesToMs('0.01')).toBe(600);
    expect(minutesToMs('0.5')).toBe(30_000);
    expect(injuryTimeExtension(input({ injuryTimeBeforeEnd: '0.01', timeExtension: '0.01', now: before(600) }))).toEqual({
      extend: true,
      endTime: '2026-03-01T10:00:00.600Z',
      extensionsUsed: 1,
    });
  });

  it('never moves a LIMITED_TIME session', () => {
    expect(injuryTimeExtension(input({ periodType: 'LIMITED_TIME' }))).toEqual({ extend: false });
  });

  it('stops at the maximum number of extensions', () => {
    expect(injuryTimeExtension(input({ extensionsUsed: 2 }))).toMatchObject({ extend: true, extensionsUsed: 3 });
    expect(injuryTimeExtension(input({ extensionsUsed: 3 }))).toEqual({ extend: false });
    expect(injuryTimeExtension(input({ maxSessionExtension: 0 }))).toEqual({ extend: false });
  });

  it('does not extend for an offer at or after the end, or with a zero extension', () => {
    expect(injuryTimeExtension(input({ now: END }))).toEqual({ extend: false });
    expect(injuryTimeExtension(input({ timeExtension: '0' }))).toEqual({ extend: false });
  });

  it('extends from the current end, so repeated extensions add up', () => {
    let endTime = END;
    let extensionsUsed = 0;
    for (let i = 0; i < 5; i += 1) {
      const result = injuryTimeExtension(input({ endTime, extensionsUsed, now: new Date(Date.parse(endTime) - 1000).toISOString() }));
      if (!result.extend) break;
      ({ endTime, extensionsUsed } = result);
    }
    expect({ endTime, extensionsUsed }).toEqual({ endTime: '2026-03-01T10:04:30.000Z', extensionsUsed: 3 });
  });
});

describe('which offers extend, and from when', () => {
  it('TOP_RANKS: extends only on an offer whose rank after it is within the top N', () => {
    const topTwo = { extensionTrigger: 'TOP_RANKS', extensionTopRanks: 2 } as const;
    expect(injuryTimeExtension(input({ ...topTwo, offerRank: 1 }))).toMatchObject({ extend: true, endTime: '2026-03-01T10:01:30.000Z' });
    expect(injuryTimeExtension(input({ ...topTwo, offerRank: 2 }))).toMatchObject({ extend: true });
    expect(injuryTimeExtension(input({ ...topTwo, offerRank: 3 }))).toEqual({ extend: false });
    // No rank (the dash: negative saving, no price) never takes a top rank.
    expect(injuryTimeExtension(input({ ...topTwo, offerRank: null }))).toEqual({ extend: false });
    // Outside the window or past the cap, a top rank changes nothing.
    expect(injuryTimeExtension(input({ ...topTwo, offerRank: 1, now: before(120_001) }))).toEqual({ extend: false });
    expect(injuryTimeExtension(input({ ...topTwo, offerRank: 1, extensionsUsed: 3 }))).toEqual({ extend: false });
  });

  it('ANY_OFFER (the default) ignores the rank', () => {
    expect(injuryTimeExtension(input({ extensionTrigger: 'ANY_OFFER', extensionTopRanks: 1, offerRank: 5 }))).toMatchObject({ extend: true });
  });

  it('OFFER_TIME: the new end is the offer time plus the extension, never earlier than the current end', () => {
    // 60 s before the end + 1.5 min: 30 s past the end.
    expect(injuryTimeExtension(input({ extensionFrom: 'OFFER_TIME' }))).toEqual({ extend: true, endTime: '2026-03-01T10:00:30.000Z', extensionsUsed: 1 });
    // 100 s before the end + 90 s would end before the current end: no move, no extension used.
    expect(injuryTimeExtension(input({ extensionFrom: 'OFFER_TIME', now: before(100_000) }))).toEqual({ extend: false });
    // Exactly at the current end: nothing moves either.
    expect(injuryTimeExtension(input({ extensionFrom: 'OFFER_TIME', now: before(90_000) }))).toEqual({ extend: false });
    expect(injuryTimeExtension(input({ extensionFrom: 'OFFER_TIME', now: before(89_999) }))).toEqual({ extend: true, endTime: '2026-03-01T10:00:00.001Z', extensionsUsed: 1 });
  });

  it('PLANNED_END (the default) adds the extension to the current end', () => {
    expect(injuryTimeExtension(input({ extensionFrom: 'PLANNED_END', now: before(100_000) }))).toMatchObject({ endTime: '2026-03-01T10:01:30.000Z' });
  });
});
