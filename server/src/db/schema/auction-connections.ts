import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './auth';
import { auctions } from './auction';
import { at, id } from './columns';

/**
 * The connection record of a live session (decisions 211-212; docs/rules/auction-bidding.md#connection-record):
 * one row per socket of an invited vendor's account in the session's room, as the node holding the
 * socket saw it: when it joined, when it left (null while open), when the node last saw it open
 * (each node touches its open rows every few seconds), and the last round trip the node measured
 * (engine.io's ping to its pong). Written by each node in batches, never in an offer's transaction.
 * An open row whose node stopped touching it is closed at its `lastSeenAt` (decision 212).
 */
export const auctionConnections = pgTable(
  'auction_connections',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The node process that held the socket (random per start). */
    nodeId: text('node_id').notNull(),
    socketId: text('socket_id').notNull(),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
    lastSeenAt: at('last_seen_at').notNull(),
    rttMs: integer('rtt_ms'),
  },
  (t) => [
    index('auction_connections_auction_idx').on(t.auctionId, t.accountId),
    index('auction_connections_open_idx').on(t.nodeId, t.leftAt),
    // The sweep's search for open rows no node touches any more (only the open rows are indexed).
    index('auction_connections_stale_idx').on(t.lastSeenAt).where(sql`left_at is null`),
  ],
);
