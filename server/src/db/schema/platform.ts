import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

/** Mails are written here in the transaction that causes them, then sent by the outbox worker. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** pending -> sent; a pending mail is retried until it is delivered. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_mails_due_idx').on(t.status, t.nextAttemptAt), index('outbox_mails_created_idx').on(t.createdAt)],
);

/**
 * Attempt counters shared by every node (platform/rate-limit.ts): fixed windows, where window_start
 * starts the window, and rising delays, where it is the time of the last attempt.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * The last moment a node's scheduler ran (one row, id 1). Every running node moves it forward each
 * second; a long gap between two moves is an outage (auction-outage.ts, docs/rules/auction-bidding.md#outages).
 */
export const schedulerHeartbeat = pgTable(
  'scheduler_heartbeat',
  {
    id: integer('id').primaryKey(),
    beatAt: at('beat_at').notNull(),
  },
  (t) => [check('scheduler_heartbeat_one_row', sql`${t.id} = 1`)],
);

/** Secrets generated on first start (token signing keys), shared by every node through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Reference-data lists of docs/rules/reference-data.md#master-lists, seeded from domain and maintained by the super admin.
 * A removed value keeps its row (removed_at set) so that seeding at start-up does not bring it back;
 * it gives up its place in the order (sort_order null). No two values of a list share a place.
 */
export const masterValues = pgTable(
  'master_values',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    code: text('code').notNull(),
    labelEn: text('label_en').notNull(),
    labelId: text('label_id').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order'),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('master_values_list_code_uq').on(t.list, t.code),
    unique('master_values_list_order_uq').on(t.list, t.sortOrder),
    check('master_values_order_while_live_ck', sql`(${t.removedAt} is null) = (${t.sortOrder} is not null)`),
  ],
);
