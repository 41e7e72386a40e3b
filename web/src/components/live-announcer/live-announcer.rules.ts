// Decision 200 (WCAG 4.1.3): what a screen reader hears from the polite live region. A busy auction
// changes many things a second; the region speaks at most once per interval. Messages that arrive
// meanwhile wait; a newer message on the same topic replaces the waiting one (the latest price wins),
// and messages on different topics are spoken together, in the order they first arrived.

export const ANNOUNCE_INTERVAL_MS = 2500;

export interface AnnouncementClock {
  now: () => number;
  /** Runs `run` after `ms`; answers a function that cancels it. */
  later: (run: () => void, ms: number) => () => void;
}

export interface AnnouncementThrottle {
  /** Queues `text` under `topic` (by default the text itself). */
  announce: (text: string, topic?: string) => void;
  /** Drops what waits (the page that asked is leaving). */
  clear: () => void;
}

/** Calls `speak` with the joined text at most once per `intervalMs`. */
export function createAnnouncementThrottle(speak: (text: string) => void, clock: AnnouncementClock, intervalMs = ANNOUNCE_INTERVAL_MS): AnnouncementThrottle {
  const waiting = new Map<string, string>();
  let lastSpokenAt = Number.NEGATIVE_INFINITY;
  let cancelTimer: (() => void) | null = null;

  const flush = () => {
    cancelTimer = null;
    if (waiting.size === 0) return;
    const text = [...waiting.values()].join(' ');
    waiting.clear();
    lastSpokenAt = clock.now();
    speak(text);
  };

  return {
    announce(text, topic = text) {
      const trimmed = text.trim();
      if (!trimmed) return;
      waiting.set(topic, trimmed);
      if (cancelTimer) return;
      const wait = lastSpokenAt + intervalMs - clock.now();
      if (wait <= 0) flush();
      else cancelTimer = clock.later(flush, wait);
    },
    clear() {
      waiting.clear();
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
