/** GET /api/time: the server's clock, which decides every countdown and the top bar clock. */
export interface ServerTimeResponse {
  serverNow: string;
}

/** A browser whose clock differs from the server's by more than this gets the clock warning (docs/rules/auction-bidding.md#clock: 10 s). */
export const CLOCK_SKEW_WARNING_MS = 10_000;
