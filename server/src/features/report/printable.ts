import { withoutBidiControls } from '@procura/domain/common/bidi-controls';

// What the reports print enters their documents through here (docs/decisions.md 239): every text of
// a report's data (the names of companies, vendors, PICs, spectators and committee members, and the
// free texts printed beside them: reasons, announcements, letter numbers, locations) loses its bidi
// control characters, so none of them reorders what is printed. Dates, numbers and every other
// object are kept as they are.

/** `data` with every string in it (in arrays and plain objects, at any depth) without bidi controls. */
export function printable<T>(data: T): T {
  return clean(data) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return withoutBidiControls(value);
  if (Array.isArray(value)) return value.map(clean);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clean(inner)]));
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
