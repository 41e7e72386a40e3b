import { z } from 'zod';
import { safeString } from '../common/text.schemas';
import { idField } from '../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../procurement/procurement.messages';
import { REPORT_AUCTION_MSG as MSG } from './report-auction.messages';

// The auction reports' endpoints (docs/rules/reports-dashboard-help.md#auction-reports; docs/api/reports.md). The server
// parses with these; the report dialog validates with the same ones.

/** Organizing Committee (pelaksana) and Allocation (peruntukan): a few lines of names or a purpose, printed as text. */
export const REPORT_TEXT_MAX = 1000;

/** Required, trimmed, multi-line text under the control-character rule. */
const reportText = safeString({ error: MSG.inputRequired }, { multiline: true })
  .trim()
  .min(1, MSG.inputRequired)
  .max(REPORT_TEXT_MAX, MSG.textTooLong);

const anId = idField(PROCUREMENT_MSG.idInvalid);

/** Path {companyId} of find-by and update. */
export const companyIdParamsSchema = z.strictObject({ companyId: anId });
/** Path {procurementId} of both reports. */
export const reportProcurementParamsSchema = z.strictObject({ procurementId: anId });

/** At most this many committee members (one signature block each). */
export const COMMITTEE_MAX = 12;
/** A member's name or position: one line. */
export const COMMITTEE_TEXT_MAX = 120;

const committeeText = (required: string) =>
  safeString({ error: required }).trim().min(1, required).max(COMMITTEE_TEXT_MAX, MSG.committeeTextTooLong);

/** One member of the buyer's committee, printed with a signature block on both auction reports (Berita Acara). */
export const committeeMemberSchema = z.strictObject({ name: committeeText(MSG.memberNameRequired), position: committeeText(MSG.memberPositionRequired) });
export type CommitteeMember = z.output<typeof committeeMemberSchema>;

/** The committee: optional (none: no signature block), at most COMMITTEE_MAX. */
export const committeeMembersSchema = z.array(committeeMemberSchema, { error: MSG.committeeInvalid }).max(COMMITTEE_MAX, MSG.committeeTooMany);

/** The texts of the settings and of the log report, and the committee (decision 208). */
export const reportSettingsFieldsSchema = z.strictObject({ organizingCommittee: reportText, allocation: reportText, committeeMembers: committeeMembersSchema.default([]) });
export type ReportSettingsFields = z.input<typeof reportSettingsFieldsSchema>;
export type ReportSettingsFieldsParsed = z.output<typeof reportSettingsFieldsSchema>;

/** POST generate-report-auction/create. */
export const createReportSettingsSchema = reportSettingsFieldsSchema.extend({ companyId: anId });
export type CreateReportSettingsInput = z.input<typeof createReportSettingsSchema>;

/** PATCH generate-report-auction/update/{companyId}. */
export const updateReportSettingsSchema = reportSettingsFieldsSchema;

/** GET report/log-auction-jasper/{procurementId}?pelaksana=&peruntukan= (the spec's names for the two texts). */
export const logAuctionReportQuerySchema = z.strictObject({
  pelaksana: reportText,
  peruntukan: reportText,
});

/** GET report/result-auction/{procurementId}: no query. */
export const resultAuctionReportQuerySchema = z.strictObject({});

/** A company's report settings as answered. */
export interface ReportSettingsView {
  _id: string;
  companyId: string;
  organizingCommittee: string;
  allocation: string;
  committeeMembers: CommitteeMember[];
  updatedAt: string;
}

/** A generated report: the file's type, a name to save it under, and its bytes in base64. */
export interface ReportFileView {
  type: 'application/pdf';
  fileName: string;
  data: string;
}
