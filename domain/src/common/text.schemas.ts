import { z } from 'zod';

/** What a user sees when a text holds a control character (a NUL byte, an escape, …). */
export const CONTROL_CHARACTER_MESSAGE = 'This text contains characters that are not allowed';

// C0 control characters and DEL. PostgreSQL cannot store U+0000 in text at all, and the others
// have no place in a name, an e-mail or a number; tab, line feed and carriage return are what
// multi-line text (reasons, addresses, chat) is made of.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The one rule for characters a text may hold; the request pipeline applies the multi-line form to everything. */
export function hasForbiddenCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(value);
}

/**
 * A string with the control-character rule checked first, so its message wins over length or
 * pattern: the base of every text field in domain/.
 */
export function safeString(typeMessage?: Parameters<typeof z.string>[0], options: { multiline?: boolean } = {}) {
  return z.string(typeMessage).refine((v) => !hasForbiddenCharacters(v, options), { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/** Default upper bound for free text fields, so a 1 MB name is refused, not stored. */
export const MAX_TEXT = 255;

/** A required, trimmed text field with the product's messages. */
export function requiredText(label: string, max = MAX_TEXT, options: { multiline?: boolean } = {}) {
  return safeString({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) }, options)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional trimmed text field; empty becomes undefined. */
export function optionalText(label: string, max = MAX_TEXT, options: { multiline?: boolean } = {}) {
  return safeString({ error: `${label} must be text` }, options)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
}

// local@domain.tld; the top-level domain is letters only (2 to 24 of them, as .id, .com, .online).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;
export const MAX_EMAIL = 254;

/** An e-mail address, trimmed and lower-cased, with the given message for a malformed one. */
export function emailField(invalidMessage = 'Please input a valid email address', missingMessage = 'Email is required') {
  return safeString({ error: (issue) => (issue.input === undefined ? missingMessage : invalidMessage) })
    .trim()
    .toLowerCase()
    .min(1, missingMessage)
    .max(MAX_EMAIL, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage);
}
