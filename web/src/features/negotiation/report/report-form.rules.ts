/** The negotiation's official report form (docs/rules/reports-dashboard-help.md#negotiation-report). */
export interface ReportForm {
  letterNumber: string;
  letterDate: string | null;
  vendorOfferLetterNumber: string;
  vendorOfferLetterDate: string | null;
  negotiationMedia: 'ONLINE' | 'OFFLINE' | null;
  offlineLocation: string;
}

export const EMPTY_REPORT_FORM: ReportForm = {
  letterNumber: '',
  letterDate: null,
  vendorOfferLetterNumber: '',
  vendorOfferLetterDate: null,
  negotiationMedia: null,
  offlineLocation: '',
};

/** Generate is possible only with both letters' numbers and dates and the media; offline media also needs the location (docs/rules/reports-dashboard-help.md#negotiation-report). */
export function isReportFormComplete(form: ReportForm): boolean {
  const filled = (text: string) => text.trim().length > 0;
  if (!filled(form.letterNumber) || !form.letterDate || !filled(form.vendorOfferLetterNumber) || !form.vendorOfferLetterDate) return false;
  if (!form.negotiationMedia) return false;
  return form.negotiationMedia === 'ONLINE' || filled(form.offlineLocation);
}

/** Choosing the media: online clears the offline location. */
export function withMedia(form: ReportForm, media: 'ONLINE' | 'OFFLINE'): ReportForm {
  return { ...form, negotiationMedia: media, offlineLocation: media === 'ONLINE' ? '' : form.offlineLocation };
}
