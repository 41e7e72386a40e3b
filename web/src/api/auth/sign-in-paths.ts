import { isVendorSide, type Role } from '@procura/domain/auth/auth.rules';

export const BUYER_LOGIN_PATH = '/buyer-login';
export const VENDOR_LOGIN_PATH = '/vendor-login';

const VENDOR_PREFIXES = ['/vendor-auction/', '/negotiation/session-online/vendor/'];
const VENDOR_PAGES = ['/help/vendor', '/help/start-vendor-auction'];
const PUBLIC_VENDOR_PAGES = ['/vendor-auction/attendance-expired'];

/** Pages a vendor reaches from an invitation; without a session they lead to the vendor sign-in. */
export function isVendorPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (PUBLIC_VENDOR_PAGES.includes(path)) return false;
  return VENDOR_PAGES.includes(path) || VENDOR_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The vendor sign-in with `prev` holding the address to come back to. */
export function vendorLoginWithPrev(pathAndQuery: string): string {
  return `${VENDOR_LOGIN_PATH}?prev=${encodeURIComponent(pathAndQuery)}`;
}

/** Where an ended session goes: vendors and spectators to their sign-in (back to the page after), others to the buyer sign-in. */
export function signInPathAfterTimeout(role: Role | null, pathname: string, search: string): string {
  if (isVendorPath(pathname)) return vendorLoginWithPrev(pathname + search);
  return role && isVendorSide(role) ? VENDOR_LOGIN_PATH : BUYER_LOGIN_PATH;
}
