import { describe, expect, it } from 'vitest';
import { signInEmailFrom } from './sign-in-email.rules';

const from = (query: string) => signInEmailFrom(new URLSearchParams(query));

describe('signInEmailFrom', () => {
  it('takes the sign-in link\'s u, or an invitation link\'s email', () => {
    expect(from('u=vendor1%40procura.demo&t=abc')).toBe('vendor1@procura.demo');
    expect(from('email=vendor2%40procura.demo')).toBe('vendor2@procura.demo');
  });

  it('takes the email of the page the user was sent from', () => {
    const prev = encodeURIComponent('/vendor-auction/attendance-confirmation/p1/c1?email=vendor3%40procura.demo');
    expect(from(`prev=${prev}`)).toBe('vendor3@procura.demo');
  });

  it('is empty without one, and ignores a prev that is not a path on this site', () => {
    expect(from('')).toBeNull();
    expect(from('prev=%2Fdashboard')).toBeNull();
    expect(from(`prev=${encodeURIComponent('https://evil.example/?email=a@b.c')}`)).toBeNull();
  });
});
