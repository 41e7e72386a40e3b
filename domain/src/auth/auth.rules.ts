/** Roles of docs/rules/accounts-and-sign-in.md#roles-and-tenancy; `auditor` reads one company and changes nothing (docs/decisions.md 244). */
export const ROLES = ['buyer_auction', 'seller_auction', 'spectator_auction', 'admin', 'super_admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** A company's auditor (docs/decisions.md 244): invited by the company's owner, signs in by one-time code. */
export const AUDITOR_ROLE = 'auditor' as const satisfies Role;

/**
 * Whoever reads a company's records as its buyers do: the buyers, and its auditors (docs/decisions.md 244).
 * For reads only: every write stays the buyer's (`role === 'buyer_auction'`).
 */
export function readsAsBuyer(user: { role: Role }): boolean {
  return user.role === 'buyer_auction' || user.role === AUDITOR_ROLE;
}

/** One-time codes: 4 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const OTP_LENGTH = 4;
export const OTP_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const OTP_PATTERN = new RegExp(`^[${OTP_ALPHABET}]{${OTP_LENGTH}}$`);
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** Wait between two uses of the Request OTP link. */
export const OTP_REQUEST_WAIT_SECONDS = 30;
/** Wait between two uses of other Resend buttons. */
export const RESEND_WAIT_SECONDS = 10;
/** The auto-login overlay shows this long before signing in. */
export const AUTO_LOGIN_DELAY_MS = 3000;
/** Success dialogs close themselves after this long. */
export const SUCCESS_DIALOG_MS = 3000;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 3 * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const LOGIN_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters and contain a letter and a number`;

/** True when a text meets the password policy. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /[a-z]/i.test(password) && /\d/.test(password);
}

/**
 * The sign-in call carries either a password or the 4 characters of a one-time code (docs/rules/accounts-and-sign-in.md#sign-in).
 * No password can look like a code, because passwords are at least 8 characters long.
 */
export function looksLikeOneTimeCode(secret: string): boolean {
  return OTP_PATTERN.test(secret.toUpperCase());
}

/** Vendors, and spectators, who follow auctions from the vendor pages and sign in like vendors. */
export const VENDOR_SIDE_ROLES = ['seller_auction', 'spectator_auction'] as const satisfies readonly Role[];

export function isVendorSide(role: Role): boolean {
  return (VENDOR_SIDE_ROLES as readonly Role[]).includes(role);
}

/** The vendor's home: its auction invitations across companies (spectators share the vendor pages). */
export const VENDOR_HOME_PATH = '/vendor-auction/join';
/** The super admin's home: the first list of its Master menu (it has no dashboard). */
export const SUPER_ADMIN_HOME_PATH = '/master/auction-models';

/**
 * Where a signed-in user lands, and where a page outside the role's part of the product sends it
 * (docs/rules/accounts-and-sign-in.md#sign-in, reading B, and decision 53): every role lands on a page it can use.
 */
export function homePathFor(role: Role, company: { isOnboarding: boolean } | null): string {
  if (isVendorSide(role)) return VENDOR_HOME_PATH;
  if (role === 'super_admin') return SUPER_ADMIN_HOME_PATH;
  if (role === 'buyer_auction' && !company?.isOnboarding) return '/onboarding';
  return '/dashboard';
}

/**
 * Change Password is hidden for admins and super admins (docs/rules/shell-and-landing.md#shell-and-menu), and for
 * auditors, who sign in by code and change nothing (docs/decisions.md 244).
 */
export function canChangePassword(role: Role): boolean {
  return role !== 'admin' && role !== 'super_admin' && role !== AUDITOR_ROLE;
}

/** Names accept only letters (any script) and spaces. */
export const PERSON_NAME_PATTERN = /^[\p{L} ]+$/u;
