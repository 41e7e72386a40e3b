import { describe, expect, it } from 'vitest';
import { endWitnessed, roomNotice } from './room-notice.rules';

const cancel = { cancelReason: 'Budget moved', canceledBy: 'Budi', canceledAt: '2026-03-02T03:05:00.000Z' };

describe('vendor room notices', () => {
  it('names a stop by the buyer apart from the normal end', () => {
    expect(roomNotice({ status: 'DONE', stoppedManually: true, cancel: null })).toEqual({ kind: 'stopped' });
    expect(roomNotice({ status: 'DONE', stoppedManually: false, cancel: null })).toEqual({ kind: 'finished' });
  });

  it('carries who canceled, when and why', () => {
    expect(roomNotice({ status: 'CANCELED', stoppedManually: false, cancel })).toEqual({ kind: 'canceled', cancel });
  });

  it('has nothing to say while the session is live', () => {
    expect(roomNotice({ status: 'ON_GOING', stoppedManually: false, cancel: null })).toBeNull();
    expect(roomNotice({ status: 'NOT_STARTED', stoppedManually: false, cancel: null })).toBeNull();
  });

  it('opens the modal only for an end seen happening', () => {
    expect(endWitnessed('ON_GOING', { status: 'DONE', stoppedManually: true, cancel: null })).toEqual({ kind: 'stopped' });
    expect(endWitnessed('NOT_STARTED', { status: 'CANCELED', stoppedManually: false, cancel })).toMatchObject({ kind: 'canceled' });
    expect(endWitnessed(null, { status: 'DONE', stoppedManually: true, cancel: null })).toBeNull();
    expect(endWitnessed('DONE', { status: 'DONE', stoppedManually: true, cancel: null })).toBeNull();
  });
});
