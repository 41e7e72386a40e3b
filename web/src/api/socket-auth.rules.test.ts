import { describe, expect, it } from 'vitest';
import { isTokenConnectError } from './socket-auth.rules';

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
