import { describe, expect, it } from 'vitest';
import { roomState } from '../room/room-state.testing';
import { rulesFactsOfRoom, sessionRuleLines, type SessionRulesFacts } from './session-rules.rules';

// The rules list's lines (decision 195), here the slip warning and the pause limit
// (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement, #pause-and-resume).

const base = rulesFactsOfRoom(roomState());
const lineOf = (id: string, overrides: Partial<SessionRulesFacts> = {}) => sessionRuleLines({ ...base, ...overrides }).find((line) => line.id === id);

describe('session rule lines', () => {
  it('lists the rules in the order docs/rules/auction-bidding.md names them', () => {
    expect(sessionRuleLines(base).map((line) => line.id)).toEqual(['decrement', 'extension', 'tie', 'slip', 'proxy', 'pause', 'visibility']);
  });

  it('measures the slip warning against the leading price in OPEN, below it in a reverse auction', () => {
    expect(lineOf('slip')).toEqual({
      id: 'slip',
      label: 'Slip warning',
      text: 'An offer more than {{percent}} % below the leading price needs a second confirmation',
      values: { percent: '10' },
    });
    expect(lineOf('slip', { direction: 'FORWARD', slipWarningPercent: 12.5 })).toMatchObject({
      text: 'An offer more than {{percent}} % above the leading price needs a second confirmation',
      values: { percent: '12.5' },
    });
  });

  it("measures it against the vendor's own last offer in CLOSE, where the first offer is not checked", () => {
    expect(lineOf('slip', { auctionType: 'CLOSE', slipWarningPercent: 90 })).toMatchObject({
      text: 'An offer more than {{percent}} % below your last offer needs a second confirmation; your first offer is not checked',
      values: { percent: '90' },
    });
    expect(lineOf('slip', { auctionType: 'CLOSE', direction: 'FORWARD' })?.text).toBe(
      'An offer more than {{percent}} % above your last offer needs a second confirmation; your first offer is not checked',
    );
  });

  it('states the pause limit in minutes as people write them', () => {
    expect(lineOf('pause')).toEqual({
      id: 'pause',
      label: 'Maximum pause',
      text: 'The buyer may pause the session for at most {{minutes}} minute(s), and the paused time is added to the end; a longer pause cancels the session',
      values: { minutes: '60' },
    });
    expect(lineOf('pause', { maxPauseMinutes: 1440 })?.values).toEqual({ minutes: '1440' });
  });
});
