import { addIndonesianWorkingDays } from '../../common/calendar/working-days';

// Objections (sanggah, docs/rules/auction-bidding.md#objections): a vendor that attended objects once
// within the session's window of working days after it ended (Indonesian public holidays and collective
// leave do not count); the buyer answers within the same window.

export const OBJECTION_TEXT_MAX = 4000;
/** The session's default window, in working days. */
export const DEFAULT_OBJECTION_WORKING_DAYS = 5;

/** The last instant of the window: the end of the N-th working day (Jakarta) after the day the session ended. */
export function objectionDeadline(endedAt: Date, workingDays: number): Date {
  return addIndonesianWorkingDays(endedAt, workingDays);
}

/** Whether the window is open at `now`. */
export function objectionWindowOpen(endedAt: Date, workingDays: number, now: Date): boolean {
  return now.getTime() <= objectionDeadline(endedAt, workingDays).getTime();
}

/** One objection as GET …/objections lists it (the buyer: every vendor's, named; a vendor: its own). */
export interface ObjectionView {
  objectionId: string;
  auctionId: string;
  procurementVendorId: string;
  vendorName: string;
  text: string;
  createdAt: string;
  /** The ledger entry that records it. */
  sequence: number;
  evidence: {
    head: { sequence: number; headHash: string | null };
    receipts: Array<{ sequence: number; entryHash: string; at: string; totalOffer: string }>;
    connections: Array<{ joinedAt: string; leftAt: string | null }>;
  };
  answer: { text: string; upheld: boolean; answeredAt: string; sequence: number } | null;
}

/** GET …/objections: the window and the objections the caller may read. */
export interface ObjectionsView {
  auctionId: string;
  /** The session's window in working days, and its last instant (null before the end). */
  workingDays: number;
  deadline: string | null;
  open: boolean;
  /** For a vendor: whether it may object now (attended, ended, in the window, not yet). */
  canObject: boolean;
  objections: ObjectionView[];
  serverNow: string;
}
