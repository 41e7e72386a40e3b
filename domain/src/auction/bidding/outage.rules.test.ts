import { describe, expect, it } from 'vitest';
import { OUTAGE_MIN_MS, outageExtension } from './outage.rules';

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 25, 8, minute, second)).toISOString();
// A 30-minute session from 08:00 to 08:30: its final five minutes are 08:25-08:30.
const session = { startTime: at(0), endTime: at(30) };

describe('outage extension', () => {
  it('gives back the minutes lost inside the final five, counted from the end when the service returns in time', () => {
    expect(outageExtension(session, { from: at(26), to: at(28) })).toEqual({ endTime: at(32), lostMs: 120_000 });
  });

  it('counts only the part of the outage inside the final minutes', () => {
    expect(outageExtension(session, { from: at(20), to: at(27) })).toEqual({ endTime: at(32), lostMs: 120_000 });
  });

  it('gives the lost minutes from the return when the session should have ended meanwhile', () => {
    // Down from 08:28 to 08:40: two minutes of the session were lost; they run from 08:40.
    expect(outageExtension(session, { from: at(28), to: at(40) })).toEqual({ endTime: at(42), lostMs: 120_000 });
  });

  it('gives back the whole final window when the outage covered it', () => {
    expect(outageExtension(session, { from: at(10), to: at(45) })).toEqual({ endTime: at(50), lostMs: 300_000 });
  });

  it('leaves alone an outage before the final minutes, or after the end', () => {
    expect(outageExtension(session, { from: at(5), to: at(20) })).toBeNull();
    expect(outageExtension(session, { from: at(31), to: at(40) })).toBeNull();
  });

  it('takes a short session whole as its final minutes', () => {
    const short = { startTime: at(0), endTime: at(2) };
    expect(outageExtension(short, { from: at(0, 30), to: at(1, 30) })).toEqual({ endTime: at(3), lostMs: 60_000 });
  });

  it('ignores pauses shorter than an outage', () => {
    const from = Date.parse(at(27));
    expect(outageExtension(session, { from: at(27), to: new Date(from + OUTAGE_MIN_MS - 1).toISOString() })).toBeNull();
    expect(outageExtension(session, { from: at(27), to: new Date(from + OUTAGE_MIN_MS).toISOString() })?.lostMs).toBe(OUTAGE_MIN_MS);
  });
});
