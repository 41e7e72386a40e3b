import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { onTestFinished, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { ensureIndonesianCatalogue } from '../i18n/indonesian-catalogue';

// For component tests of a refusal that stays (*.test.tsx under happy-dom): the server's answers
// through a stubbed fetch, so the real http client reads Retry-After, and a clock the test moves.

/** A refusal for a limit as the server sends it: the envelope and `Retry-After` in seconds. */
export function refusedForLimit(msg: string, retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ errors: [{ param: null, msg }] }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
  });
}

/** A success envelope. */
export function answered(data: unknown): Response {
  return new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs fetch with the given answers in turn and fakes time (timers and Date); undone when the test
 * ends. Returns the stub, to read the calls made.
 */
export function serverAnswers(...answers: Array<() => Response>) {
  // setImmediate stays real: settle() waits on it, and reading a Response may need it.
  vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const fetchStub = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer left for this call');
    return next();
  });
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return fetchStub;
}

/** Lets the answers in flight arrive (fetch, lazy modules) and the page render them, with the clock still. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Moves the clock (the countdown's interval and Date) and lets answers and renders settle. */
export async function passSeconds(seconds: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });
}

/** Renders in English, or in Indonesian (`'id'`, the catalogue the app loads for it). */
export function renderIn(language: 'en' | 'id', ui: ReactElement): RenderResult {
  ensureIndonesianCatalogue();
  const instance: I18n = i18n.cloneInstance({ lng: language });
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}
