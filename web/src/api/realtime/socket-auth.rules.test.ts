import { describe, expect, it } from 'vitest';
import { isSessionTimeoutAnswer, isTokenConnectError, withRenewal } from './socket-auth.rules';

describe('socket connect errors', () => {
  it('asks for a refresh when the server refused the token', () => {
    expect(isTokenConnectError({ message: 'x', data: { status: 401 } })).toBe(true);
    expect(isTokenConnectError({ message: 'Session Timeout' })).toBe(true);
    expect(isTokenConnectError({ message: '"exp" claim timestamp check failed: token expired' })).toBe(true);
  });

  it('leaves other failures to the reconnection', () => {
    expect(isTokenConnectError({ message: 'xhr poll error' })).toBe(false);
    expect(isTokenConnectError({ message: 'websocket error', data: { status: 500 } })).toBe(false);
  });
});

describe('a command refused for an expired token', () => {
  const expired = { errors: [{ param: null, msg: 'Session Timeout' }] };
  const accepted = { data: { offer: 'taken' } };

  it('knows the expiry refusal from every other answer', () => {
    expect(isSessionTimeoutAnswer(expired)).toBe(true);
    expect(isSessionTimeoutAnswer(accepted)).toBe(false);
    expect(isSessionTimeoutAnswer({ errors: [{ param: 'totalOffer', msg: 'Session Timeout' }] })).toBe(false);
    expect(isSessionTimeoutAnswer({ errors: [{ param: null, msg: 'Unauthorized' }] })).toBe(false);
    expect(isSessionTimeoutAnswer(undefined)).toBe(false);
  });

  it('renews the sign-in and sends the very same command again', async () => {
    const sent: unknown[] = [];
    const payload = { totalOffer: '299000000', idempotencyKey: 'attempt-key-1' };
    const answers = [expired, accepted];
    let renewals = 0;
    const answer = await withRenewal(
      async () => {
        sent.push(payload);
        return answers.shift()!;
      },
      async () => {
        renewals += 1;
        return true;
      },
    );
    expect(answer).toEqual(accepted);
    expect(renewals).toBe(1);
    expect(sent).toEqual([payload, payload]);
    expect(sent[0]).toBe(sent[1]);
  });

  it('neither renews nor resends any other answer', async () => {
    let sends = 0;
    let renewals = 0;
    const refusal = { errors: [{ param: 'totalOffer', msg: 'Your price is too low' }] };
    const answer = await withRenewal(
      async () => {
        sends += 1;
        return refusal;
      },
      async () => {
        renewals += 1;
        return true;
      },
    );
    expect(answer).toBe(refusal);
    expect([sends, renewals]).toEqual([1, 0]);
  });

  it('answers the refusal when the renewal fails, and resends only once', async () => {
    let sends = 0;
    const failed = await withRenewal(
      async () => {
        sends += 1;
        return expired;
      },
      async () => false,
    );
    expect(failed).toEqual(expired);
    expect(sends).toBe(1);

    sends = 0;
    const twice = await withRenewal(
      async () => {
        sends += 1;
        return expired;
      },
      async () => true,
    );
    expect(twice).toEqual(expired);
    expect(sends).toBe(2);
  });
});
