import type { Labels } from '../common/i18n';
import type {
  BatchAction,
  BatchStatus,
  ChatType,
  NegotiationOfferStatus,
  NegotiationParty,
  NegotiationStatus,
  NegotiationType,
  NegotiationViewer,
} from './negotiation.enums';

// Answers of the negotiation API (docs/rules/negotiation.md#contract). Money is a decimal string with 2 decimals; times are ISO.

/** Who canceled, when and why (the canceled banners). */
export interface CancelInfo {
  cancelReason: string | null;
  canceledBy: string | null;
  canceledAt: string | null;
}

/** GET negotiation-batch/{id}, …/by-procurement rows. */
export interface NegotiationBatchView extends CancelInfo {
  _id: string;
  name: string;
  procurementId: string;
  status: BatchStatus;
  negotiationType: NegotiationType | null;
  startDate: string | null;
  endDate: string | null;
  procurementItemIds: string[];
  procurementVendorIds: string[];
  /** Per negotiation status, for the procurement page's list. */
  negotiationCount: number;
  createdAt: string;
  updatedAt: string;
}

/** POST negotiation-batch/get-status and negotiation/get-status. */
export interface StatusWithNext<S extends string, A extends string = S> {
  status: S;
  next: { status: A; label: Labels; needsReason?: boolean }[];
}
export type BatchStatusView = StatusWithNext<BatchStatus | 'NEW', BatchAction>;
export type NegotiationStatusView = StatusWithNext<NegotiationStatus>;
/** POST negotiation-batch/change-status: the new status, its moves and the spec's result message (DELETE answers NEW). */
export interface BatchChangeView extends BatchStatusView {
  message: string;
  /** ON_GOING: the negotiations created, one per chosen vendor. */
  negotiationIds?: string[];
}

/** One vendor's negotiation (GET negotiation/{id}, negotiation/find-by-batch/{batchId}). */
export interface NegotiationView extends CancelInfo {
  _id: string;
  negotiationBatchId: string;
  procurementId: string;
  negotiationType: NegotiationType;
  /** The procurement vendor. */
  vendorId: string;
  vendorName: string;
  status: NegotiationStatus;
  biddingType: string;
  startDate: string | null;
  endDate: string | null;
  vendorPicName: string | null;
  vendorPicEmail: string | null;
  /** Totals: what the vendor's items cost before (auction or quotation) and after negotiation. */
  lastPrice: string | null;
  finalPrice: string | null;
  /** Percent saved against the last price, 2 decimals; null before a final price. */
  saving: string | null;
  /** True once the vendor made an offer online (End Session shows then). */
  vendorHasOffered: boolean;
  updatedAt: string;
}

/** GET negotiation-item/find-by-negotiation/{id}. */
export interface NegotiationItemView {
  _id: string;
  procurementItemId: string;
  procurementItem: {
    itemCode: string;
    itemName: string;
    quantity: string;
    minCapableQty: string;
    uom: string;
    prLine: string | null;
    pricePerUnit: string;
  };
  /** The vendor's last price per unit (from the auction, else the quotation), and the starting point. */
  lastPrice: string | null;
  initialPrice: string;
  initialCapableQty: string;
  /** The agreed price per unit once final. */
  finalPrice: string | null;
  capableQty: string | null;
  subTotal: string | null;
  newSubtotal: string | null;
}

/** One side of an offer as everyone in the room may see it. */
export interface OfferParty {
  role: NegotiationParty;
  name: string;
  companyName: string;
}

/** An online offer (GET negotiation-offer/find-by-negotiation/{id}; NEGOTIATION_OFFER). */
export interface NegotiationOfferView {
  _id: string;
  negotiationId: string;
  /** Its place in the negotiation's ledger. */
  sequence: number;
  from: OfferParty;
  to: OfferParty;
  status: NegotiationOfferStatus;
  /** The total: sum of unit offer x capable quantity. */
  offer: string;
  offerItems: { negotiationItem: string; offer: string; capableQty: string }[];
  createdAt: string;
}

/** What the viewer may do now, judged by the server (negotiation-turn.rules). */
export interface NegotiationTurnView {
  canOffer: boolean;
  /** Send DEAL on the latest offer (or confirm the other side's DEAL). */
  canDeal: boolean;
  canNotDeal: boolean;
  /** The other side sent DEAL: this viewer's DEAL makes it final. */
  awaitingMyConfirmation: boolean;
  /** The party whose move it is, or null when nobody may move (not started, deal final, done, canceled). */
  turn: NegotiationParty | null;
}

/** GET negotiation-log/bni-log-per-negotiation/{id}. */
export interface NegotiationLogView {
  _id: string;
  negotiationId: string;
  buyerOffer: string | null;
  vendorOffer: string | null;
  createdAt: string;
}

/** A spectator as the room lists it. */
export interface SpectatorView {
  accountId: string;
  name: string;
  email: string;
  companyName: string;
  /** Currently connected to the room. */
  online: boolean;
}

/** The ack of JOIN_NEGOTIATION: everything the session page shows, for this viewer. */
export interface NegotiationRoomState {
  viewer: NegotiationViewer;
  negotiation: NegotiationView;
  batch: { _id: string; name: string; status: BatchStatus };
  procurement: { _id: string; procurementName: string; procurementNumber: string; biddingType: string; currency: string; buyerCompanyName: string };
  items: NegotiationItemView[];
  offers: NegotiationOfferView[];
  turn: NegotiationTurnView;
  spectators: SpectatorView[];
  /** The chat room of this negotiation (its id). */
  chatRoomId: string;
  serverNow: string;
}

/** A stored chat message (GET /api/chat/messages/{roomId}, RESPONSE_MESSAGE). */
export interface ChatMessageView {
  _id: string;
  roomId: string;
  senderId: string;
  senderCompany: string;
  senderName: string;
  fromRole: NegotiationViewer;
  message: string;
  chatType: ChatType;
  /** Deal messages (written by offers): the price and where the handshake stands. */
  priceDeal: string | null;
  waitingDealConfirmation: boolean;
  dealConfirmed: boolean;
  dealNotConfirmed: boolean;
  createdAt: string;
}

/** RESPONSE_JOIN_CHAT_ROOM and GET /api/chat/messages/{roomId}: the page and whether input is open. */
export interface ChatRoomView {
  roomId: string;
  messages: ChatMessageView[];
  /** Closed rooms keep their history; the spec's text names the date. */
  closed: null | { kind: 'DONE' | 'CANCELED'; at: string };
  canWrite: boolean;
  /** The spec's RESPONSE_JOIN_CHAT_ROOM shows a message. */
  message: string;
}

/** POST negotiation-offer-item/submit-offer: the stored offer and the negotiation after it. */
export interface SubmitOfferResult {
  offer: NegotiationOfferView;
  negotiation: NegotiationView;
  dealFinal: boolean;
}

/** GET negotiation/{id}/ledger. */
export interface NegotiationLedgerView {
  negotiationId: string;
  headHash: string | null;
  entries: unknown[];
}
