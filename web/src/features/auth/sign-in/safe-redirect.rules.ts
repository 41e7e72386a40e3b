const SIGN_IN_PAGES = ['/buyer-login', '/vendor-login', '/login'];

/**
 * Accepts a `prev` (or server-given) address only when it is a path on this site: it starts with
 * a single '/', has no scheme, host, backslash or control character, and is not a sign-in page
 * (which would loop). Anything else gives null, so the caller falls back to the home page.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  let parsed: URL;
  try {
    parsed = new URL(path, 'http://procura.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://procura.invalid') return null;
  if (SIGN_IN_PAGES.includes(parsed.pathname.replace(/\/+$/, ''))) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
