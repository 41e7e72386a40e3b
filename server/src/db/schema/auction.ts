import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { AUCTION_SESSION_STATUSES, type AuctionSessionStatus } from '@procura/domain/procurement/procurement.enums';
import { INVITATION_STATUSES, JOINED_STATUSES, type InvitationStatus, type JoinedStatus } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { EXTENSION_FROMS, EXTENSION_TRIGGERS, TIE_RULES, type ExtensionFrom, type ExtensionTrigger, type TieRule } from '@procura/domain/auction/session/auction-rules.enums';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind, type LedgerOfferItem, type ObjectionEvidence } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { DEFAULT_OBJECTION_WORKING_DAYS } from '@procura/domain/auction/objections/objection.rules';
import { CURRENT_LEDGER_FORM, type LedgerFormVersion } from '@procura/domain/auction/ledger/ledger-forms.rules';
import { accounts } from './auth';
import { at, createdAt, id, minutes, money, updatedAt } from './columns';
import { storedFiles } from './files';
import { procurementItems, procurements, procurementVendors } from './procurement';

/** `column in ('A', 'B', …)`: the database refuses a status the domain does not know. */
const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * An auction session of a procurement (docs/rules/auction.md#session-life gives its life). Belongs to the auction feature:
 * the procurement lifecycle asks it (features/auction) to stop or delete sessions.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: id(),
    procurementId: uuid('procurement_id')
      .notNull()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    auctionNumber: text('auction_number').notNull().unique(),
    status: text('status').$type<AuctionSessionStatus>().notNull().default('DRAFT'),
    auctionType: text('auction_type').notNull(),
    auctionModel: text('auction_model').notNull(),
    periodType: text('period_type').notNull(),
    startTime: at('start_time').notNull(),
    /** The planned end; the live auction moves it with injury-time extensions. The scheduler reads it. */
    endTime: at('end_time').notNull(),
    duration: minutes('duration').notNull(),
    timeExtension: minutes('time_extension').notNull().default('0'),
    injuryTimeBeforeEnd: minutes('injury_time_before_end').notNull().default('0'),
    maxSessionExtension: integer('max_session_extension').notNull().default(0),
    initialPrice: money('initial_price').notNull(),
    minimalDecrement: money('minimal_decrement').notNull().default('0'),
    // The newer rules (docs/rules/auction-bidding.md#newer-rules, decision 185); the defaults are the spec's behaviour.
    /** Instead of minimalDecrement (then 0): the decrement is this percent of the leading price, rounded to whole rupiah. */
    minimalDecrementPercent: numeric('minimal_decrement_percent', { precision: 5, scale: 2 }),
    proxyBidding: boolean('proxy_bidding').notNull().default(true),
    extensionTrigger: text('extension_trigger').$type<ExtensionTrigger>().notNull().default('ANY_OFFER'),
    /** With TOP_RANKS: an offer in the injury window extends only when its rank is at most this. */
    extensionTopRanks: integer('extension_top_ranks'),
    extensionFrom: text('extension_from').$type<ExtensionFrom>().notNull().default('PLANNED_END'),
    tieRule: text('tie_rule').$type<TieRule>().notNull().default('EARLIER_WINS'),
    /** Percent of the leading price past which an offer needs the vendor's second confirmation. */
    slipWarningPercent: numeric('slip_warning_percent', { precision: 5, scale: 2 }).notNull().default('10'),
    /** A pause longer than this cancels the session. */
    maxPauseMinutes: minutes('max_pause_minutes').notNull().default('60'),
    /** Set while the buyer has paused the ON_GOING session (with the reason); the end moves by the paused time on resume. */
    pausedAt: at('paused_at'),
    pausedReason: text('paused_reason'),
    /** Every finished pause of the session, in ms. */
    pausedTotalMs: bigint('paused_total_ms', { mode: 'number' }).notNull().default(0),
    /** Set when the buyer stopped it by hand; the next session then asks for stopReason first. */
    stoppedManually: boolean('stopped_manually').notNull().default(false),
    stopReason: text('stop_reason'),
    /** Sanitised rich text; with canceledBy and canceledAt shown to the vendors and on the waiting room's status card. */
    cancelReason: text('cancel_reason'),
    canceledBy: uuid('canceled_by').references(() => accounts.id),
    canceledAt: at('canceled_at'),
    /** When it really started and ended (the scheduler or the buyer), for the log and the report. */
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    /** When the 30-minute reminder was mailed, or found not due (invited too late): the scheduler's claim, once across nodes. */
    reminderMailedAt: at('reminder_mailed_at'),
    // The live auction's head (docs/rules/auction-bidding.md#offers): what one offer needs, kept on the locked row so no offer scans the others.
    /** The ledger's last sequence and hash (null before the first entry). */
    sequence: integer('sequence').notNull().default(0),
    ledgerHeadHash: text('ledger_head_hash'),
    /**
     * The form its ledger is hashed in and, for form 2, the secret salt of its vendors' commitments (docs/rules/auction-bidding.md#ledger-forms,
     * decision 240): sessions created before form 2 keep 1 and no salt. The salt never leaves the server.
     */
    ledgerForm: integer('ledger_form').$type<LedgerFormVersion>().notNull().default(CURRENT_LEDGER_FORM),
    /** The vendors' objection window after DONE, in Indonesian working days (docs/rules/auction-bidding.md#objections). */
    objectionWorkingDays: integer('objection_working_days').notNull().default(DEFAULT_OBJECTION_WORKING_DAYS),
    ledgerSalt: text('ledger_salt')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    leadingPrice: money('leading_price'),
    /** auctionItemId -> the best unit price on it (unit biddings). */
    itemLeadingPrices: jsonb('item_leading_prices').$type<Record<string, string>>().notNull().default({}),
    /** INJURY_TIME extensions so far (at most maxSessionExtension). */
    extensionsUsed: integer('extensions_used').notNull().default(0),
    /** procurementVendorId -> place before the last change: the rank trend's other end. */
    previousRanks: jsonb('previous_ranks').$type<Record<string, number | null>>().notNull().default({}),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auctions_procurement_idx').on(t.procurementId, t.createdAt),
    // The scheduler's two claims: sessions due to start, sessions due to end.
    index('auctions_due_start_idx').on(t.startTime).where(sql`status = 'NOT_STARTED'`),
    index('auctions_due_end_idx').on(t.endTime).where(sql`status = 'ON_GOING'`),
    // The reminder's claim: scheduled sessions not yet reminded.
    index('auctions_due_reminder_idx').on(t.startTime).where(sql`status = 'NOT_STARTED' and reminder_mailed_at is null`),
    check('auctions_status_check', oneOf('status', AUCTION_SESSION_STATUSES)),
    check('auctions_extension_trigger_check', oneOf('extension_trigger', EXTENSION_TRIGGERS)),
    check('auctions_extension_from_check', oneOf('extension_from', EXTENSION_FROMS)),
    check('auctions_tie_rule_check', oneOf('tie_rule', TIE_RULES)),
    // The scheduler's claim of sessions paused longer than their limit.
    index('auctions_paused_idx').on(t.pausedAt).where(sql`paused_at is not null`),
  ],
);

export const auctionVendors = pgTable(
  'auction_vendors',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    // The vendor's standing (its latest valid offer), updated by each of its offers and by a disqualification.
    lastOfferId: uuid('last_offer_id'),
    lastTotal: money('last_total'),
    /** auctionItemId -> the unit price of its latest valid offer on the item. */
    lastUnitOffers: jsonb('last_unit_offers').$type<Record<string, string>>().notNull().default({}),
    lastSequence: integer('last_sequence'),
    lastOfferAt: at('last_offer_at'),
    /** The vendor's proxy floor (a ceiling in a forward auction): the server bids for it down to here; null: none. Seen by the vendor alone. */
    proxyFloor: money('proxy_floor'),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.procurementVendorId] })],
);

/** The items of a unit-price auction session. */
export const auctionItems = pgTable(
  'auction_items',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    procurementItemId: uuid('procurement_item_id')
      .notNull()
      .references(() => procurementItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.procurementItemId] })],
);

/**
 * One invitation per vendor of a created session (docs/rules/auction.md#invitations-and-attendance). The verification code of the mail's
 * link is kept only as its SHA-256; a resend makes a new code (the older link then shows the
 * expired page). accountId is the vendor's own account (seller_auction), found or created by e-mail.
 */
export const auctionInvitations = pgTable(
  'auction_invitations',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    vendorEmail: text('vendor_email').notNull(),
    vendorName: text('vendor_name').notNull(),
    picVendor: text('pic_vendor').notNull(),
    verificationCodeHash: text('verification_code_hash').notNull().unique(),
    status: text('status').$type<InvitationStatus>().notNull().default('NOT_CONFIRMED'),
    reasonNotAttend: text('reason_not_attend'),
    respondedAt: at('responded_at'),
    joinedStatus: text('joined_status').$type<JoinedStatus>().notNull().default('NOT_JOINED'),
    joinedAt: at('joined_at'),
    /** The last invitation or join-link mail, for the one-per-10-seconds resend rule. */
    lastMailedAt: at('last_mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('auction_invitations_vendor_uq').on(t.auctionId, t.procurementVendorId),
    index('auction_invitations_account_idx').on(t.accountId, t.createdAt),
    check('auction_invitations_status_check', oneOf('status', INVITATION_STATUSES)),
    check('auction_invitations_joined_check', oneOf('joined_status', JOINED_STATUSES)),
  ],
);

/** Letters of attorney a vendor uploaded to its invitation (at most 5; files stored under the buyer's company). */
export const auctionInvitationDocuments = pgTable(
  'auction_invitation_documents',
  {
    id: id(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => auctionInvitations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('auction_invitation_documents_invitation_idx').on(t.invitationId, t.createdAt)],
);

/**
 * Every offer of a live auction, in ledger order (its sequence). The ledger holds the same facts
 * hash-chained; this table answers the log, idempotent retries and the disqualification flags.
 */
export const auctionOffers = pgTable(
  'auction_offers',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    totalOffer: money('total_offer').notNull(),
    items: jsonb('items').$type<LedgerOfferItem[]>().notNull().default([]),
    priceTooLow: boolean('price_too_low').notNull().default(false),
    /** Placed by the server for the vendor's proxy floor. */
    byProxy: boolean('by_proxy').notNull().default(false),
    /** Past the slip warning, sent again with confirmSlip: the vendor confirmed the drop. */
    confirmedSlip: boolean('confirmed_slip').notNull().default(false),
    /** The client's key for the attempt: a retry with it answers the first result and writes nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the request the key was made for (requestFingerprint); null for offers written before it was kept. */
    requestFingerprint: text('request_fingerprint'),
    disqualificationRequestedAt: at('disqualification_requested_at'),
    disqualificationRequestReason: text('disqualification_request_reason'),
    /** The buyer refused the request and kept the offer (docs/rules/auction-bidding.md#disqualification). */
    disqualificationDeclinedAt: at('disqualification_declined_at'),
    disqualifiedAt: at('disqualified_at'),
    disqualifyReason: text('disqualify_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('auction_offers_sequence_uq').on(t.auctionId, t.sequence),
    unique('auction_offers_idempotency_uq').on(t.auctionId, t.procurementVendorId, t.idempotencyKey),
  ],
);

/**
 * The auction's append-only, hash-chained ledger (docs/rules/auction-bidding.md#ledger): entry n's hash is
 * sha256(hash(n-1) || canonical JSON of entry n). `at` is kept as the ISO text that was hashed.
 * A trigger (migration 0007) refuses any UPDATE: history is never rewritten.
 */
/**
 * Requests for help of vendors that cannot reach the room, and the offers the buyer placed for them
 * (docs/rules/auction-bidding.md#assisted-offers): each is a ledger entry; an assisted offer counts as
 * an OFFER only once a second buyer account confirms it.
 */
export const auctionAssistanceRequests = pgTable('auction_assistance_requests', {
  id: id(),
  auctionId: uuid('auction_id')
    .notNull()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  procurementVendorId: uuid('procurement_vendor_id')
    .notNull()
    .references(() => procurementVendors.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  channel: text('channel').$type<'VENDOR' | 'BUYER'>().notNull(),
  recordedBy: uuid('recorded_by')
    .notNull()
    .references(() => accounts.id),
  sequence: integer('sequence').notNull(),
  createdAt: at('created_at').notNull(),
});

export const auctionAssistedOffers = pgTable(
  'auction_assisted_offers',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => auctionAssistanceRequests.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    totalOffer: money('total_offer').notNull(),
    confirmSlip: boolean('confirm_slip').notNull().default(false),
    idempotencyKey: text('idempotency_key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    placedBy: uuid('placed_by')
      .notNull()
      .references(() => accounts.id),
    placedAt: at('placed_at').notNull(),
    sequence: integer('sequence').notNull(),
    confirmedBy: uuid('confirmed_by').references(() => accounts.id),
    confirmedAt: at('confirmed_at'),
    /** The auction_offers row it became. */
    offerId: uuid('offer_id'),
  },
  (t) => [unique('auction_assisted_offers_one_per_request').on(t.requestId), unique('auction_assisted_offers_key').on(t.auctionId, t.placedBy, t.idempotencyKey)],
);

/**
 * Objections (sanggah) after a session's end (docs/rules/auction-bidding.md#objections): one per vendor and
 * session, the evidence the server attached, and the buyer's answer. Each is also a ledger entry.
 */
export const auctionObjections = pgTable(
  'auction_objections',
  {
    id: id(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    procurementVendorId: uuid('procurement_vendor_id')
      .notNull()
      .references(() => procurementVendors.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    evidence: jsonb('evidence').$type<ObjectionEvidence>().notNull(),
    /** The ledger entry that records it. */
    sequence: integer('sequence').notNull(),
    createdAt: at('created_at').notNull(),
    answerText: text('answer_text'),
    upheld: boolean('upheld'),
    answeredAt: at('answered_at'),
    answeredBy: uuid('answered_by').references(() => accounts.id),
    answerSequence: integer('answer_sequence'),
  },
  (t) => [unique('auction_objections_one_per_vendor').on(t.auctionId, t.procurementVendorId)],
);

/**
 * Every head the app has signed, once per sequence (decision 241): the server refuses to sign a head whose
 * sequence it already signed with another hash (a ledger rewritten after its head left the server).
 */
export const ledgerSignedHeads = pgTable(
  'ledger_signed_heads',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    headHash: text('head_hash').notNull(),
    signedAt: at('signed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.sequence] })],
);

export const auctionLedger = pgTable(
  'auction_ledger',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    at: text('at').notNull(),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    payload: jsonb('payload').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.sequence] }),
    check('auction_ledger_kind_check', oneOf('kind', LEDGER_ENTRY_KINDS)),
    // The room's state carries the last announcements: read by this index, never by scanning the offers.
    index('auction_ledger_announcements_idx').on(t.auctionId, t.sequence).where(sql`kind = 'ANNOUNCEMENT'`),
  ],
);
