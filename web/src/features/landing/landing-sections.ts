import type { MouseEvent } from 'react';

/** The page's anchors (docs/rules/shell-and-landing.md#landing-page), in the order they appear. */
export const LANDING_SECTIONS = [
  { id: 'home', name: 'Beranda' },
  { id: 'benefit', name: 'Keunggulan' },
  { id: 'faq', name: 'FAQ' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** Height kept free above a section when scrolling to it, so the sticky top bar does not cover its heading. */
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
 * scrolls smoothly instead of jumping. `afterScroll` closes a menu, for example.
 */
export function sectionLink(id: LandingSectionId, afterScroll?: () => void) {
  return {
    href: `#${id}`,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      afterScroll?.();
      scrollToSection(id);
    },
  };
}
