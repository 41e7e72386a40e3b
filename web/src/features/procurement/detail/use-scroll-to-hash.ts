import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pinSection } from './use-section-in-view';

/**
 * Scrolls to the section the address names (`#auction-session`) once it is on the page: sections
 * appear after the procurement loads, or after a submit opens new ones. Once per navigation, so
 * later reloads of the data do not pull the reader back.
 */
export function useScrollToHash(renderedAnchors: readonly string[]): void {
  const { hash, key } = useLocation();
  const doneFor = useRef<string | null>(null);
  const anchors = renderedAnchors.join(' ');

  useEffect(() => {
    const target = decodeURIComponent(hash.replace(/^#/, ''));
    if (!target || doneFor.current === key || !anchors.split(' ').includes(target)) return;
    const element = document.getElementById(target);
    if (!element) return;
    doneFor.current = key;
    pinSection(target);
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hash, key, anchors]);
}
