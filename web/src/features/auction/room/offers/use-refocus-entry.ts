import { useEffect, useRef } from 'react';

/**
 * After an accepted offer the entry is drawn anew (its typed prices cleared), so the field that
 * opened 'Are you sure?' is gone when the dialog gives the focus back (decision 201, WCAG 2.4.3): the
 * focus goes to the new entry's first field instead, unless the person has already moved it.
 * Answers the ref of the element holding the entry.
 */
export function useRefocusEntry(entryKey: number, disabled: boolean) {
  const holder = useRef<HTMLDivElement>(null);
  const handled = useRef(entryKey);
  useEffect(() => {
    if (entryKey === handled.current || disabled) return;
    handled.current = entryKey;
    const active = document.activeElement;
    // Still in the closing dialog (its 'Yes' turned busy, so the dialog's own container holds it).
    const lost = !active || active === document.body || !active.isConnected || active.closest('.MuiModal-root') !== null;
    if (lost) holder.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [entryKey, disabled]);
  return holder;
}
