import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { createAnnouncementThrottle } from './live-announcer.rules';

// One polite live region for the whole app (mounted once by the app root). Pages call `announce`;
// focus never moves. The same words twice in a row are still spoken: every message alternates a
// trailing no-break space, so the region's text always changes.

let spoken = '';
let flip = false;
const listeners = new Set<() => void>();

const throttle = createAnnouncementThrottle(
  (text) => {
    flip = !flip;
    spoken = flip ? `${text}\u00a0` : text;
    for (const listener of listeners) listener();
  },
  {
    now: () => Date.now(),
    later: (run, ms) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
  },
);

/**
 * Says `text` politely (after what the screen reader is saying), throttled: at most one message per
 * 2.5 s; a newer text on the same `topic` replaces one still waiting. `text` is already translated.
 */
export function announce(text: string, topic?: string): void {
  throttle.announce(text, topic);
}

/** Drops announcements still waiting (a page that is left should not speak afterwards). */
export function clearAnnouncements(): void {
  throttle.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's polite live region (visually hidden). */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => spoken,
    () => '',
  );
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer" sx={VISUALLY_HIDDEN}>
      {text}
    </Box>
  );
}
