import type { Role } from '@procura/domain/auth/auth.rules';
import { isVendorPath } from '../../api/auth/sign-in-paths';
import { canOpenArea } from '../role-access';

// Signed-in pages without the side menu (docs/rules/shell-and-landing.md#shell-and-menu; the public pages have no shell at all).
const NO_MENU_PREFIXES = ['/chat/', '/negotiation/session-online/vendor/', '/vendor-auction/'];
const NO_MENU_PAGES = ['/onboarding', '/help/vendor', '/notfound'];
const MENU_VENDOR_PREFIXES = ['/vendor-auction/not-attend/'];

function normalise(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** True on the signed-in pages the spec shows without the side menu. */
export function isSideMenuHidden(pathname: string): boolean {
  const path = normalise(pathname);
  if (MENU_VENDOR_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return NO_MENU_PAGES.includes(path) || NO_MENU_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Vendor pages get the vendor-style top bar with the product banner. */
export function usesVendorTopBar(pathname: string, role: string): boolean {
  return role === 'seller_auction' || isVendorPath(pathname);
}

/** Where a top bar's Help goes: vendor help for the vendor pages' roles (spectators too), buyer help for the dashboard's; none for the super admin. */
export function helpPathFor(role: Role): string | null {
  if (canOpenArea(role, 'vendor')) return '/help/vendor';
  return canOpenArea(role, 'dashboard') ? '/help/buyer' : null;
}

const NEGOTIATION_PREFIXES = ['/negotiation/', '/chat/'];

/** What the vendor banner speaks of: the negotiation on its pages (and its chat), else the auction. */
export function vendorBannerTopic(pathname: string): 'auction' | 'negotiation' {
  return NEGOTIATION_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? 'negotiation' : 'auction';
}

const LIVE_ROOM_PREFIXES = ['/vendor-auction/session/', '/negotiation/session-online/vendor/'];

/** The vendor's live rooms, where a phone needs its height for the timer and the offer: the banner keeps one short line there. */
export function vendorBannerCompact(pathname: string): boolean {
  return LIVE_ROOM_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
