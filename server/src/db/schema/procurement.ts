import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, numeric, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROCUREMENT_STATUSES, type ProcurementStatus } from '@procura/domain/procurement/procurement.enums';
import { accounts } from './auth';
import { at, createdAt, id, money, updatedAt } from './columns';
import { companies } from './company';
import { storedFiles } from './files';

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Scores and percentages: 0.00 to 100.00. */
const score = (name: string) => numeric(name, { precision: 5, scale: 2 });
/** Quantities: up to 12 integer digits, 2 decimals. */
const quantity = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Quantity x unit price can exceed a money column: 27 integer digits. */
const amount = (name: string) => numeric(name, { precision: 30, scale: 2 });

/**
 * A procurement (an "initiation" while prepared). Every row carries its company; every query is
 * scoped by it. search_vector covers number, name and item names; it is refreshed in the
 * transaction that changes any of them, at start-up when missing or computed by another formula
 * (search-index-startup.ts), and by POST …/rebuild-index.
 */
export const procurements = pgTable(
  'procurements',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by').references(() => accounts.id),
    procurementName: text('procurement_name').notNull(),
    procurementNumber: text('procurement_number').unique(),
    status: text('status').$type<ProcurementStatus>().notNull().default('DRAFT'),
    negotiationType: text('negotiation_type').notNull(),
    evaluationMethod: text('evaluation_method').notNull(),
    winnerType: text('winner_type').notNull(),
    biddingType: text('bidding_type').notNull(),
    currencyType: text('currency_type').notNull(),
    currency: text('currency'),
    priceIncludeTax: boolean('price_include_tax').notNull().default(false),
    administrationValue: score('administration_value'),
    technicalValue: score('technical_value'),
    priceValue: score('price_value'),
    startDate: at('start_date'),
    endDate: at('end_date'),
    promiseProcurementId: text('promise_procurement_id'),
    cancelReason: text('cancel_reason'),
    /** Who moved it to its current status, and when (the Procurement Status card). */
    statusChangedBy: uuid('status_changed_by').references(() => accounts.id),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('procurements_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    // The list's filters with its order (created_at desc, id): see bench/README.md.
    index('procurements_company_status_created_idx').on(t.companyId, t.status, t.createdAt.desc(), t.id),
    index('procurements_company_bidding_created_idx').on(t.companyId, t.biddingType, t.createdAt.desc(), t.id),
    index('procurements_search_idx').using('gin', t.searchVector),
    check('procurements_status_check', oneOf('status', PROCUREMENT_STATUSES)),
  ],
);

export const procurementItems = pgTable(
  'procurement_items',
  {
    id: id(),
    procurementId: uuid('procurement_id')
      .notNull()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    itemCode: text('item_code').notNull(),
    itemName: text('item_name').notNull(),
    prNumber: text('pr_number').notNull(),
    prLine: text('pr_line').notNull(),
    quantity: quantity('quantity').notNull(),
    minCapableQty: quantity('min_capable_qty').notNull(),
    uom: text('uom').notNull(),
    pricePerUnit: money('price_per_unit').notNull(),
    subTotal: amount('sub_total').notNull(),
    /** Rich text, sanitised on the server before it is stored. */
    specification: text('specification').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('procurement_items_procurement_idx').on(t.procurementId, t.createdAt)],
);

/** Up to 5 images per item; the bytes are stored files of the procurement's company. */
export const procurementItemImages = pgTable(
  'procurement_item_images',
  {
    id: id(),
    procurementItemId: uuid('procurement_item_id')
      .notNull()
      .references(() => procurementItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull(),
  },
  (t) => [unique('procurement_item_images_slot_uq').on(t.procurementItemId, t.orderNumber)],
);

/**
 * The dashboard's per-procurement figures, kept by the database's triggers (migration 0009) in the
 * transaction of every write to a procurement, its items or its vendors: the items' grand total and
 * the winner's last price, with the procurement's company, creation time and whether its money
 * counts (OPEN or CLOSED). A table of its own, so that the triggers never lock a procurement row
 * (an auction's end locks its session, then writes vendors' prices: decision 136).
 */
export const procurementTotals = pgTable(
  'procurement_totals',
  {
    procurementId: uuid('procurement_id')
      .primaryKey()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    createdAt: at('created_at').notNull(),
    counted: boolean('counted').notNull(),
    itemsTotal: amount('items_total').notNull().default('0'),
    winningPrice: money('winning_price'),
  },
  // The monthly series read only this index (bench/README.md).
  (t) => [index('procurement_totals_dashboard_idx').on(t.companyId, t.createdAt, t.itemsTotal, t.winningPrice).where(sql`counted`)],
);

/** An invited vendor: a row of data here; its account is found or created when invitations go out. */
export const procurementVendors = pgTable(
  'procurement_vendors',
  {
    id: id(),
    procurementId: uuid('procurement_id')
      .notNull()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    picVendor: text('pic_vendor').notNull(),
    /** null: not scored yet; then passed or not. */
    administrationPassed: boolean('administration_passed'),
    technicalScore: score('technical_score'),
    /** Filled by auctions and negotiations (later areas). */
    lastPrice: money('last_price'),
    indicatorPrice: money('indicator_price'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('procurement_vendors_email_uq').on(t.procurementId, t.email),
    index('procurement_vendors_procurement_idx').on(t.procurementId, t.createdAt),
  ],
);

export const procurementVendorItems = pgTable(
  'procurement_vendor_items',
  {
    id: id(),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    procurementItemId: uuid('procurement_item_id')
      .notNull()
      .references(() => procurementItems.id, { onDelete: 'cascade' }),
    capableQty: quantity('capable_qty'),
    technicalScore: score('technical_score'),
    lastPrice: money('last_price'),
    indicatorPrice: money('indicator_price'),
    promiseProcurementVendorItemId: text('promise_procurement_vendor_item_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('procurement_vendor_items_uq').on(t.procurementVendorId, t.procurementItemId)],
);

/** Running numbers per company, kind (procurement, auction) and year: PRC-MJA-2026-00001. */
export const documentCounters = pgTable(
  'document_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.year] })],
);

/** Tips a user dismissed for good (the detail page's tips panel). */
export const dismissedTips = pgTable(
  'dismissed_tips',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tipKey: text('tip_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.tipKey] })],
);
