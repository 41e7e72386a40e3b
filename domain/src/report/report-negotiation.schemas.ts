import { z } from 'zod';
import { safeString } from '../common/text.schemas';
import { idField, isBlank, moneyField } from '../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../procurement/procurement.messages';
import { NEGOTIATION_REPORT_MSG as MSG } from './report-negotiation.messages';

// GET /api/secured/report/bni-negotiation-report/{procurementId}/{batchId}/{negotiationId} (and its
// bank-neutral alias …/report/negotiation-report/…): the official report form of docs/rules/reports-dashboard-help.md#negotiation-report,
// sent as query parameters. The web form checks the same rules before enabling Generate.

export const NEGOTIATION_MEDIA = ['ONLINE', 'OFFLINE'] as const;
export type NegotiationMedia = (typeof NEGOTIATION_MEDIA)[number];

/** Letter numbers ('001/BA-NEGO/XI/2026'): longer than any real one, short enough for a heading. */
export const REPORT_LETTER_NUMBER_MAX = 100;
export const REPORT_OFFLINE_LOCATION_MAX = 200;

const anId = idField(PROCUREMENT_MSG.idInvalid);

export const negotiationReportParamsSchema = z.strictObject({ procurementId: anId, batchId: anId, negotiationId: anId });

const requiredLine = (missing: string, max: number) => safeString({ error: missing }).trim().min(1, missing).max(max, MSG.textTooLong);

/** A calendar day `yyyy-mm-dd` that exists (no 2026-02-30). */
const dayField = (missing: string) =>
  safeString({ error: missing })
    .trim()
    .min(1, missing)
    .refine((value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return match !== null && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
    }, MSG.dateInvalid);

/** The form: both letters' numbers and days, the media; the location only (and then required) for OFFLINE. */
export const negotiationReportQuerySchema = z
  .strictObject({
    letterNumber: requiredLine(MSG.letterNumberRequired, REPORT_LETTER_NUMBER_MAX),
    letterDate: dayField(MSG.letterDateRequired),
    vendorOfferLetterNumber: requiredLine(MSG.vendorOfferLetterNumberRequired, REPORT_LETTER_NUMBER_MAX),
    vendorOfferLetterDate: dayField(MSG.vendorOfferLetterDateRequired),
    // The spec writes the media 'online or offline': either case is accepted.
    negotiationMedia: safeString({ error: MSG.mediaRequired })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.enum(NEGOTIATION_MEDIA, { error: (issue) => (isBlank(issue.input) ? MSG.mediaRequired : MSG.mediaInvalid) })),
    offlineLocation: safeString().trim().max(REPORT_OFFLINE_LOCATION_MAX, MSG.textTooLong).optional(),
    /** What the browser showed; never printed (the report's price is the stored one), only checked as an amount. */
    finalNegotiationPrice: moneyField(MSG.priceInvalid, MSG.priceInvalid).optional(),
    /** The spec sends a company id for report generation; when given it must be the buyer's own. */
    companyId: anId.optional(),
  })
  .superRefine((form, ctx) => {
    if (form.negotiationMedia === 'OFFLINE' && !form.offlineLocation) ctx.addIssue({ code: 'custom', path: ['offlineLocation'], message: MSG.offlineLocationRequired });
  })
  // Choosing online clears the location (docs/rules/reports-dashboard-help.md#negotiation-report).
  .transform((form) => ({ ...form, offlineLocation: form.negotiationMedia === 'OFFLINE' ? form.offlineLocation! : null }));

export type NegotiationReportQuery = z.input<typeof negotiationReportQuerySchema>;
export type NegotiationReportForm = z.output<typeof negotiationReportQuerySchema>;

/** The answer: the DOCX as base64 with its media type and the spec's file name. */
export interface NegotiationReportFile {
  type: string;
  fileName: string;
  data: string;
}

export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The spec's file name (like the negotiation clarification official report, with a timestamp):
 * `Berita_Acara_Klarifikasi_Negosiasi_<procurement number>_<yyyyMMddHHmmss>.docx`, the number kept
 * to letters, digits, dots and dashes so it is a safe name everywhere.
 */
export function negotiationReportFileName(procurementNumber: string | null, timestamp: string): string {
  const number = (procurementNumber ?? '').replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'procurement';
  return `Berita_Acara_Klarifikasi_Negosiasi_${number}_${timestamp}.docx`;
}
