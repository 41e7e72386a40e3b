import { describe, expect, it } from 'vitest';
import { canChangePassword, homePathFor, isStrongPassword, looksLikeOneTimeCode, OTP_ALPHABET, OTP_PATTERN } from './auth.rules';

describe('where a signed-in user lands', () => {
  it('sends a buyer without an onboarded company to onboarding', () => {
    expect(homePathFor('buyer_auction', null)).toBe('/onboarding');
    expect(homePathFor('buyer_auction', { isOnboarding: false })).toBe('/onboarding');
    expect(homePathFor('buyer_auction', { isOnboarding: true })).toBe('/dashboard');
  });

  it('sends an admin to the dashboard with or without a company', () => {
    expect(homePathFor('admin', null)).toBe('/dashboard');
    expect(homePathFor('admin', { isOnboarding: false })).toBe('/dashboard');
  });

  it('sends the super admin to its first Master list, not to a dashboard it has no menu for', () => {
    expect(homePathFor('super_admin', null)).toBe('/master/auction-models');
  });

  it('sends vendors and spectators to the vendor invitations page, never to onboarding', () => {
    expect(homePathFor('seller_auction', null)).toBe('/vendor-auction/join');
    expect(homePathFor('spectator_auction', null)).toBe('/vendor-auction/join');
    expect(homePathFor('seller_auction', { isOnboarding: false })).toBe('/vendor-auction/join');
  });
});

describe('change password visibility', () => {
  it('is hidden for admin and super admin only', () => {
    expect(canChangePassword('admin')).toBe(false);
    expect(canChangePassword('super_admin')).toBe(false);
    expect(canChangePassword('buyer_auction')).toBe(true);
    expect(canChangePassword('seller_auction')).toBe(true);
  });
});

describe('one-time codes', () => {
  it('are 4 characters without look-alike letters or digits', () => {
    expect(OTP_ALPHABET).not.toMatch(/[01OIL]/);
    expect(OTP_PATTERN.test('A7K9')).toBe(true);
    expect(OTP_PATTERN.test('A7K')).toBe(false);
    expect(OTP_PATTERN.test('A7K0')).toBe(false);
  });

  it('can never be mistaken for a password, because passwords are at least 8 characters', () => {
    expect(looksLikeOneTimeCode('a7k9')).toBe(true);
    expect(looksLikeOneTimeCode('Password1')).toBe(false);
    expect(isStrongPassword('AB23')).toBe(false);
  });
});

describe('password policy', () => {
  it('wants 8 to 128 characters with a letter and a digit', () => {
    expect(isStrongPassword('secret12')).toBe(true);
    expect(isStrongPassword('secret1')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword(`a1${'x'.repeat(127)}`)).toBe(false);
  });
});
