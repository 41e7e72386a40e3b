import type { MouseEvent } from 'react';

/** The page's anchors (docs/rules/shell-and-landing.md#landing-page), in the order they appear. */
export const LANDING_SECTIONS = [
  { id: 'home', name: 'Beranda' },
  { id: 'benefit', name: 'Keunggulan' },
  { id: 'faq', name: 'FAQ' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** The landing top bar's height on wide screens (the theme's scroll padding keeps a section's heading clear of it). */
export const TOP_BAR_OFFSET_PX = 72;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls to a section and puts its anchor in the address (shareable, e.g. /#faq). replaceState keeps
 * the router's own history state, so React Router does not see a navigation.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior, block: 'start' });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}

/**
 * Props for a link to a section: a real `#id` link (middle-click and copy work) whose plain click
 * scrolls smoothly instead of jumping. `afterClick` closes a menu, for example, and `scroll` may wait
 * for it to have closed (its focus goes back to the menu button first, which would stop the scroll).
 */
export function sectionLink(id: LandingSectionId, afterClick?: () => void, scroll: (id: LandingSectionId) => void = scrollToSection) {
  return {
    href: `#${id}`,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      afterClick?.();
      scroll(id);
    },
  };
}
