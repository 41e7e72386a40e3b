import { useCallback, useState } from 'react';

const keyOf = (auctionId: string) => `buyer-monitor.kept.${auctionId}`;

function read(auctionId: string): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(auctionId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is number => typeof value === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The requests the buyer chose to keep (the offer stays valid). The server has no "refuse" command:
 * keeping only takes the request off this tab's panel, and survives a reload of the tab.
 */
export function useKeptRequests(auctionId: string) {
  const [kept, setKept] = useState<number[]>(() => read(auctionId));
  const keep = useCallback(
    (sequence: number) =>
      setKept((current) => {
        const next = [...new Set([...current, sequence])];
        sessionStorage.setItem(keyOf(auctionId), JSON.stringify(next));
        return next;
      }),
    [auctionId],
  );
  return { kept, keep };
}
