import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  BATCH_STATUSES,
  CHAT_TYPES,
  NEGOTIATION_LEDGER_KINDS,
  NEGOTIATION_OFFER_STATUSES,
  NEGOTIATION_STATUSES,
  NEGOTIATION_TYPES,
  type BatchStatus,
  type ChatType,
  type NegotiationLedgerKind,
  type NegotiationOfferStatus,
  type NegotiationParty,
  type NegotiationStatus,
  type NegotiationType,
  type NegotiationViewer,
} from '@procura/domain/negotiation/negotiation.enums';
import { accounts } from './auth';
import { companies } from './company';
import { at, createdAt, id, money, updatedAt } from './columns';
import { procurementItems, procurements, procurementVendors } from './procurement';

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
const quantity = (name: string) => money(name);

/** A negotiation batch of a procurement (docs/rules/negotiation.md#batches): type, schedule, chosen items and vendors. */
export const negotiationBatches = pgTable(
  'negotiation_batches',
  {
    id: id(),
    procurementId: uuid('procurement_id')
      .notNull()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('DRAFT'),
    negotiationType: text('negotiation_type').$type<NegotiationType>(),
    startDate: at('start_date'),
    endDate: at('end_date'),
    cancelReason: text('cancel_reason'),
    canceledBy: uuid('canceled_by').references(() => accounts.id),
    canceledAt: at('canceled_at'),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('negotiation_batches_procurement_idx').on(t.procurementId, t.createdAt),
    // The dashboard's Negotiation counter.
    index('negotiation_batches_on_going_idx').on(t.procurementId).where(sql`status = 'ON_GOING'`),
    check('negotiation_batches_status_check', oneOf('status', BATCH_STATUSES)),
    check('negotiation_batches_type_check', sql`negotiation_type is null or ${oneOf('negotiation_type', NEGOTIATION_TYPES)}`),
  ],
);

/** The items chosen for a batch. */
export const negotiationBatchItems = pgTable(
  'negotiation_batch_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => negotiationBatches.id, { onDelete: 'cascade' }),
    procurementItemId: uuid('procurement_item_id')
      .notNull()
      .references(() => procurementItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.procurementItemId] })],
);

/** The vendors chosen while the batch is a draft; ON_GOING makes one negotiation each. */
export const negotiationBatchVendors = pgTable(
  'negotiation_batch_vendors',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => negotiationBatches.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.procurementVendorId] })],
);

/**
 * One vendor's negotiation in a batch. vendorAccountId is the vendor's seller account (found or
 * created by the PIC e-mail at scheduling); the ledger head lives on the row, locked per offer.
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: id(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => negotiationBatches.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    status: text('status').$type<NegotiationStatus>().notNull().default('NOT_SCHEDULED'),
    buyerAccountId: uuid('buyer_account_id').references(() => accounts.id),
    vendorAccountId: uuid('vendor_account_id').references(() => accounts.id),
    startDate: at('start_date'),
    endDate: at('end_date'),
    vendorPicName: text('vendor_pic_name'),
    vendorPicEmail: text('vendor_pic_email'),
    /** Totals: before negotiation, and the agreed one (a final DEAL, the offline price, or the last agreed offer at DONE). */
    lastPrice: money('last_price'),
    finalPrice: money('final_price'),
    dealFinal: boolean('deal_final').notNull().default(false),
    vendorHasOffered: boolean('vendor_has_offered').notNull().default(false),
    sequence: integer('sequence').notNull().default(0),
    ledgerHeadHash: text('ledger_head_hash'),
    cancelReason: text('cancel_reason'),
    canceledBy: uuid('canceled_by').references(() => accounts.id),
    canceledAt: at('canceled_at'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    lastMailedAt: at('last_mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('negotiations_batch_vendor_uq').on(t.batchId, t.procurementVendorId),
    index('negotiations_vendor_account_idx').on(t.vendorAccountId),
    check('negotiations_status_check', oneOf('status', NEGOTIATION_STATUSES)),
  ],
);

/** Items of one negotiation: per-unit prices before and after. */
export const negotiationItems = pgTable(
  'negotiation_items',
  {
    id: id(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    procurementItemId: uuid('procurement_item_id')
      .notNull()
      .references(() => procurementItems.id, { onDelete: 'cascade' }),
    lastPrice: money('last_price'),
    initialPrice: money('initial_price').notNull(),
    initialCapableQty: quantity('initial_capable_qty').notNull(),
    finalPrice: money('final_price'),
    capableQty: quantity('capable_qty'),
  },
  (t) => [unique('negotiation_items_uq').on(t.negotiationId, t.procurementItemId)],
);

/** Online offers in ledger order; the ledger holds the same facts hash-chained. */
export const negotiationOffers = pgTable(
  'negotiation_offers',
  {
    id: id(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    fromRole: text('from_role').$type<NegotiationParty>().notNull(),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => accounts.id),
    toAccountId: uuid('to_account_id').references(() => accounts.id),
    status: text('status').$type<NegotiationOfferStatus>().notNull(),
    total: money('total').notNull(),
    items: jsonb('items').$type<{ negotiationItem: string; offer: string; capableQty: string }[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the move the key was made for (requestFingerprint); null without a key and for moves written before it was kept. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('negotiation_offers_sequence_uq').on(t.negotiationId, t.sequence),
    unique('negotiation_offers_idempotency_uq').on(t.negotiationId, t.fromAccountId, t.idempotencyKey),
    check('negotiation_offers_status_check', oneOf('status', NEGOTIATION_OFFER_STATUSES)),
    check('negotiation_offers_role_check', oneOf('from_role', ['buyer', 'vendor'])),
  ],
);

/** The negotiation's append-only hash-chained ledger (a trigger refuses UPDATE, as for auctions). */
export const negotiationLedger = pgTable(
  'negotiation_ledger',
  {
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    at: text('at').notNull(),
    kind: text('kind').$type<NegotiationLedgerKind>().notNull(),
    payload: jsonb('payload').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.negotiationId, t.sequence] }), check('negotiation_ledger_kind_check', oneOf('kind', NEGOTIATION_LEDGER_KINDS))],
);

/** Offline rounds typed in by the buyer: the buyer's and the vendor's price per round. */
export const negotiationLogs = pgTable(
  'negotiation_logs',
  {
    id: id(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    buyerOffer: money('buyer_offer'),
    vendorOffer: money('vendor_offer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('negotiation_logs_negotiation_idx').on(t.negotiationId, t.createdAt)],
);

/** Chat of a negotiation (the room id is the negotiation id); deal lines are written by offers. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => accounts.id),
    senderCompany: text('sender_company').notNull(),
    senderName: text('sender_name').notNull(),
    fromRole: text('from_role').$type<NegotiationViewer>().notNull(),
    message: text('message').notNull(),
    chatType: text('chat_type').$type<ChatType>().notNull().default('TEXT'),
    priceDeal: money('price_deal'),
    waitingDealConfirmation: boolean('waiting_deal_confirmation').notNull().default(false),
    dealConfirmed: boolean('deal_confirmed').notNull().default(false),
    dealNotConfirmed: boolean('deal_not_confirmed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_room_idx').on(t.roomId, t.createdAt), check('chat_messages_type_check', oneOf('chat_type', CHAT_TYPES))],
);

/** A spectator invited to watch one negotiation (docs/rules/negotiation.md#contract, spectator/add-spectator). */
export const spectatorInvitations = pgTable(
  'spectator_invitations',
  {
    id: id(),
    negotiationId: uuid('negotiation_id')
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    /** The buyer's company the spectator watches for. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    /** The company the buyer named for the spectator (a name, shown in the list). */
    spectatorCompany: text('spectator_company').notNull(),
    fromAccountId: uuid('from_account_id')
      .notNull()
      .references(() => accounts.id),
    module: text('module').notNull().default('NEGOTIATION'),
    lastMailedAt: at('last_mailed_at'),
    /** When the spectator first joined the negotiation's room; written once (docs/rules/negotiation.md#spectators), printed in the minutes' annex. */
    firstJoinedAt: at('first_joined_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('spectator_invitations_uq').on(t.negotiationId, t.accountId), index('spectator_invitations_account_idx').on(t.accountId)],
);
