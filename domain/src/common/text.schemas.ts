import { z } from 'zod';

/** Default upper bound for free text fields, so a 1 MB name is refused, not stored. */
export const MAX_TEXT = 255;

/** A required, trimmed text field with the product's messages. */
export function requiredText(label: string, max = MAX_TEXT) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional trimmed text field; empty becomes undefined. */
export function optionalText(label: string, max = MAX_TEXT) {
  return z
    .string({ error: `${label} must be text` })
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
  return z
    .string({ error: (issue) => (issue.input === undefined ? missingMessage : invalidMessage) })
    .trim()
    .toLowerCase()
    .min(1, missingMessage)
    .max(MAX_EMAIL, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage);
}
