import { OTP_ALPHABET, OTP_LENGTH } from '@procura/domain/auth/auth.rules';

/** The boxes' characters and the box to focus next. */
export interface OtpState {
  values: string[];
  focus: number;
}

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** Upper-cases and keeps only characters a code can contain. */
export function otpCharacters(text: string): string[] {
  return [...text.toUpperCase()].filter((char) => OTP_ALPHABET.includes(char));
}

function fill(values: readonly string[], from: number, chars: readonly string[]): OtpState {
  const next = [...values];
  chars.slice(0, next.length - from).forEach((char, offset) => {
    next[from + offset] = char;
  });
  return { values: next, focus: Math.min(from + chars.length, next.length - 1) };
}

/**
 * A box's input changed to `raw` (what the input now holds, possibly the old character plus the
 * new one). The new characters fill this box and the next ones, and focus moves on.
 */
export function typeIntoOtp(values: readonly string[], index: number, raw: string): OtpState {
  const old = values[index] ?? '';
  let typed = raw;
  if (old && raw.length > 1) {
    if (raw.startsWith(old)) typed = raw.slice(old.length);
    else if (raw.endsWith(old)) typed = raw.slice(0, -old.length);
  }
  if (typed === '') {
    const next = [...values];
    next[index] = '';
    return { values: next, focus: index };
  }
  const chars = otpCharacters(typed);
  if (!chars.length) return { values: [...values], focus: index };
  return fill(values, index, chars);
}

/** Backspace clears this box, or when it is empty the one before, and focuses it. */
export function backspaceOtp(values: readonly string[], index: number): OtpState {
  const next = [...values];
  if (next[index]) {
    next[index] = '';
    return { values: next, focus: index };
  }
  if (index === 0) return { values: next, focus: 0 };
  next[index - 1] = '';
  return { values: next, focus: index - 1 };
}

/** A pasted whole code fills every box; a shorter paste fills from the box it lands in. */
export function pasteOtp(values: readonly string[], index: number, text: string): OtpState {
  const chars = otpCharacters(text);
  if (!chars.length) return { values: [...values], focus: index };
  return chars.length >= values.length ? fill(values, 0, chars) : fill(values, index, chars);
}
