// The rows of a heavy read, read on the event loop's thread (docs/decisions.md 233): a big row set (a
// session's ledger, its offers) is read in pages, the event loop let go between two pages, so no one
// statement and its rows hold the thread that judges live offers for long (PGlite runs each statement
// on that thread; PostgreSQL's rows are parsed and mapped there). Whatever is computed from the rows
// (the chain, the replay, a document) is the heavy-work thread's (heavy-pool.ts).
//
// A page is a window of keys (a ledger's sequences), not a LIMIT: `key > x order by key limit n` let
// the planner sort every row past x for each page (PGlite keeps no fresh statistics), so the pages of
// a 1,200-entry ledger cost twice its single read; a window reads only its own rows.

/** Keys per page: on PGlite about 5 ms of one statement on the thread for a ledger's entries. */
export const PAGE_KEYS = 250;

/** Lets the event loop run what waits (sockets, timers, other requests' queries) before going on. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What a read spans: its lowest and highest key (null: no row) and how many rows it holds. */
export interface KeySpan {
  first: number | null;
  last: number | null;
  rows: number;
}

/**
 * Every row of `span`, in key order, window by window: `readWindow(after, through)` answers the rows
 * whose key is in (after, through], in key order. With dense keys (a ledger's sequences, its offers')
 * a window holds at most PAGE_KEYS rows; keys far sparser than their rows (written behind the
 * server's back) are read in one statement rather than in thousands of empty windows.
 */
export async function readInWindows<R>(span: KeySpan, readWindow: (after: number, through: number) => Promise<R[]>, size = PAGE_KEYS): Promise<R[]> {
  const { first, last } = span;
  if (first === null || last === null || span.rows === 0) return [];
  const windows = Math.ceil((last - first + 1) / size);
  if (windows > 2 * Math.ceil(span.rows / size) + 1) return readWindow(first - 1, last);
  const rows: R[] = [];
  for (let after = first - 1; after < last; after += size) {
    if (after >= first) await yieldToEventLoop();
    for (const row of await readWindow(after, Math.min(after + size, last))) rows.push(row);
  }
  return rows;
}
