import { useEffect, useState } from 'react';

// The band of the viewport that counts as "in view": below the sticky top bar, upper part of the screen.
const IN_VIEW_BAND = '-96px 0px -55% 0px';

const PIN_EVENT = 'procura:section-pinned';

/**
 * Marks a section as the one in view after a jump to it: the last sections of a page can never
 * reach the upper band, so the jump itself says where the reader is until they scroll.
 */
export function pinSection(anchorId: string): void {
  window.dispatchEvent(new CustomEvent<string>(PIN_EVENT, { detail: anchorId }));
}

/**
 * The anchor id of the section the reader is looking at: the one jumped to (until the reader
 * scrolls), else the first of `anchorIds` (in page order) that crosses the upper band of the
 * viewport, or the last one seen while scrolling between them.
 */
export function useSectionInView(anchorIds: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const key = anchorIds.join(' ');

  useEffect(() => {
    const pin = (event: Event) => setPinned((event as CustomEvent<string>).detail);
    const unpin = () => setPinned(null);
    window.addEventListener(PIN_EVENT, pin);
    const manual = ['wheel', 'touchstart', 'keydown'] as const;
    manual.forEach((name) => window.addEventListener(name, unpin, { passive: true }));
    return () => {
      window.removeEventListener(PIN_EVENT, pin);
      manual.forEach((name) => window.removeEventListener(name, unpin));
    };
  }, []);

  useEffect(() => {
    const ids = key.split(' ').filter(Boolean);
    if (typeof IntersectionObserver === 'undefined' || ids.length === 0) return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = ids.find((id) => inBand.has(id));
        if (first) setActive(first);
      },
      { rootMargin: IN_VIEW_BAND },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  const shown = pinned && anchorIds.includes(pinned) ? pinned : active;
  return shown ?? anchorIds[0] ?? null;
}

/** Scrolls a section into view and records it in the address without a new history entry. */
export function scrollToSection(anchorId: string): void {
  const element = document.getElementById(anchorId);
  if (!element) return;
  pinSection(anchorId);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${anchorId}`);
  // Move keyboard focus with the view, so Tab continues inside the section.
  element.focus({ preventScroll: true });
}
