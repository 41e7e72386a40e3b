// What a screen reader is told by the page's live regions: every text put into an element with
// aria-live (not off), role="status", role="alert" or role="log" after the page first showed
// (what a region holds when the page opens is not announced). A region that appears with text, or
// whose text changes, counts once per change.

const LIVE_REGIONS = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

export interface LiveRegionRecorder {
  /** Notes what the regions hold now (the observer may deliver late under fake timers). */
  look: () => void;
  /** The texts said so far, in order (whitespace trimmed). */
  said: () => string[];
  stop: () => void;
}

export function recordLiveRegions(root: Node = document.body): LiveRegionRecorder {
  const seen = new WeakMap<Element, string>();
  const said: string[] = [];
  const look = (record: boolean) => {
    for (const region of document.querySelectorAll(LIVE_REGIONS)) {
      const text = region.textContent ?? '';
      if (seen.get(region) === text) continue;
      seen.set(region, text);
      if (record && text.trim() !== '') said.push(text.trim());
    }
  };
  look(false);
  const observer = new MutationObserver(() => look(true));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['role', 'aria-live'] });
  return {
    look: () => look(true),
    said: () => {
      look(true);
      return [...said];
    },
    stop: () => observer.disconnect(),
  };
}
