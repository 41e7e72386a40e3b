import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.rules';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirectPath('/vendor-auction/session/42?email=a%40b.co')).toBe('/vendor-auction/session/42?email=a%40b.co');
  });

  it('refuses nothing, relative paths and absolute addresses', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath('dashboard')).toBeNull();
    expect(safeRedirectPath('https://evil.example/dashboard')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
  });

  it('refuses protocol-relative and backslash tricks that browsers read as another host', () => {
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/\t/evil.example')).toBeNull();
  });

  it('refuses a sign-in page, which would loop', () => {
    expect(safeRedirectPath('/buyer-login?err=1')).toBeNull();
    expect(safeRedirectPath('/vendor-login/')).toBeNull();
  });
});
