// No zod here: the web app's first download may import these texts.
// The answer to a call refused by a rate limit. The web catalogue translates these templates
// ({{count}} is filled by the server), so the wait the user reads is exact in both languages.
export const RATE_LIMIT_MSG = {
  waitSeconds: 'Too many attempts. Please wait {{count}} seconds and try again.',
  waitSecond: 'Too many attempts. Please wait {{count}} second and try again.',
  waitMinutes: 'Too many attempts. Please wait {{count}} minutes and try again.',
  waitMinute: 'Too many attempts. Please wait {{count}} minute and try again.',
} as const;

/** Fills `{{name}}` placeholders of a message template. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The wait in whole seconds, at least 1: what `Retry-After` says and the message rounds. */
export function waitSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** 'Too many attempts…' with the wait rounded up: in seconds under a minute, otherwise in whole minutes. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const seconds = waitSeconds(waitMs);
  if (seconds < 60) return fillMessage(seconds === 1 ? RATE_LIMIT_MSG.waitSecond : RATE_LIMIT_MSG.waitSeconds, { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return fillMessage(minutes === 1 ? RATE_LIMIT_MSG.waitMinute : RATE_LIMIT_MSG.waitMinutes, { count: minutes });
}
