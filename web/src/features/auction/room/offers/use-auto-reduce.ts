import type { AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { isFinalAuctionStatus } from '@procura/domain/auction/session/auction-status.rules';
import { useCallback, useEffect, useState } from 'react';

const storageKey = (auctionId: string) => `procura.autoReduce.${auctionId}`;

function read(auctionId: string): string {
  try {
    return window.localStorage.getItem(storageKey(auctionId)) ?? '';
  } catch {
    return '';
  }
}

function write(auctionId: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(storageKey(auctionId), value);
    else window.localStorage.removeItem(storageKey(auctionId));
  } catch {
    // Storage refused (private mode): the amount lives only as long as the page.
  }
}

/** The auto-reduce amount, kept in this browser per session and forgotten once the session is over (docs/rules/auction-bidding.md#offers). */
export function useAutoReduce(auctionId: string, status: AuctionSessionStatus) {
  const [text, setText] = useState(() => read(auctionId));
  const over = isFinalAuctionStatus(status);
  useEffect(() => {
    if (!over) return;
    write(auctionId, null);
    setText('');
  }, [auctionId, over]);
  const change = useCallback(
    (next: string) => {
      setText(next);
      write(auctionId, next);
    },
    [auctionId],
  );
  return [text, change] as const;
}
