/** The server's clock decides every deadline; tests swap in a clock they can move. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that starts at real time and moves only when told, for tests. */
export class ManualClock implements Clock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;
  now(): Date {
    return new Date((this.frozenAtMs ?? Date.now()) + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /**
   * Stops following the machine's clock: from now on only advance() moves it. For a test that compares
   * instants to the millisecond, where a busy machine would otherwise let a millisecond pass between
   * setting the time and the code reading it.
   */
  freeze(): void {
    this.frozenAtMs ??= Date.now();
  }
}
