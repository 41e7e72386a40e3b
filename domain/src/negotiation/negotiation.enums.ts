/** How a batch negotiates: in the online room, or outside the system with the results typed in. */
export const NEGOTIATION_TYPES = ['ONLINE', 'OFFLINE'] as const;
export type NegotiationType = (typeof NEGOTIATION_TYPES)[number];

/** A batch's stored statuses (docs/rules/negotiation.md#batches). DELETE is an action target, never stored. */
export const BATCH_STATUSES = ['DRAFT', 'ON_GOING', 'DONE', 'CANCELED'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ACTIONS = [...BATCH_STATUSES, 'DELETE'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** One vendor's negotiation inside a batch. */
export const NEGOTIATION_STATUSES = ['NOT_SCHEDULED', 'NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/** The spec's whole enumeration of offer statuses; parties submit only OFFER, DEAL and NOT_DEAL. */
export const NEGOTIATION_OFFER_STATUSES = ['OFFER', 'OFFER_LAST_PRICE', 'ACCEPT', 'CANCELLED', 'DEAL', 'NOT_DEAL'] as const;
export type NegotiationOfferStatus = (typeof NEGOTIATION_OFFER_STATUSES)[number];
export const SUBMITTED_OFFER_STATUSES = ['OFFER', 'DEAL', 'NOT_DEAL'] as const;
export type SubmittedOfferStatus = (typeof SUBMITTED_OFFER_STATUSES)[number];

/** The two parties of a negotiation; spectators watch and act on nothing. */
export type NegotiationParty = 'buyer' | 'vendor';
export type NegotiationViewer = NegotiationParty | 'spectator';

/** Chat message kinds: typed text, or a line written by an offer (deal messages). */
export const CHAT_TYPES = ['TEXT', 'OFFER'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Negotiation media of the official report form. */
export const NEGOTIATION_MEDIA = ['ONLINE', 'OFFLINE'] as const;

/** Spectator invitations name what they watch; only negotiations so far. */
export const SPECTATOR_MODULES = ['NEGOTIATION'] as const;

/** Chat limits: a message is a paragraph; a sender gets a burst, then one message a second. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_PAGE_SIZE = 50;
/** The spectator avatars shown before '+N'. */
export const SPECTATOR_AVATARS_SHOWN = 4;

/** What a negotiation's hash-chained ledger records (the same chain as the auction's, docs/rules/auction-bidding.md#ledger). */
export const NEGOTIATION_LEDGER_KINDS = ['START', 'OFFER', 'DEAL', 'NOT_DEAL', 'END', 'CANCEL', 'FINAL_PRICE'] as const;
export type NegotiationLedgerKind = (typeof NEGOTIATION_LEDGER_KINDS)[number];
