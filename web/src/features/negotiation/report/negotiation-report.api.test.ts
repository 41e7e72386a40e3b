import { describe, expect, it } from 'vitest';
import { reportQuery } from './negotiation-report.api';
import { EMPTY_REPORT_FORM, isReportFormComplete, withMedia } from './report-form.rules';

const FILLED = { ...EMPTY_REPORT_FORM, letterNumber: ' 012/BA ', letterDate: '2026-11-25', vendorOfferLetterNumber: 'SP-77', vendorOfferLetterDate: '2026-11-20' };

describe('the negotiation report query', () => {
  it('sends the form trimmed, with the location only for offline media', () => {
    const online = new URLSearchParams(reportQuery({ ...FILLED, negotiationMedia: 'ONLINE', offlineLocation: 'left over' }, '91500000.00'));
    expect(Object.fromEntries(online)).toEqual({
      letterNumber: '012/BA',
      letterDate: '2026-11-25',
      vendorOfferLetterNumber: 'SP-77',
      vendorOfferLetterDate: '2026-11-20',
      negotiationMedia: 'ONLINE',
      finalNegotiationPrice: '91500000.00',
    });
    const offline = new URLSearchParams(reportQuery({ ...FILLED, negotiationMedia: 'OFFLINE', offlineLocation: ' Ruang Rapat & Co ' }, null));
    expect(offline.get('offlineLocation')).toBe('Ruang Rapat & Co');
    expect(offline.has('finalNegotiationPrice')).toBe(false);
  });

  it('is complete only with every field, and offline needs the location', () => {
    expect(isReportFormComplete({ ...FILLED, negotiationMedia: 'ONLINE' })).toBe(true);
    expect(isReportFormComplete({ ...FILLED, negotiationMedia: 'OFFLINE' })).toBe(false);
    expect(withMedia({ ...FILLED, negotiationMedia: 'OFFLINE', offlineLocation: 'Jakarta' }, 'ONLINE').offlineLocation).toBe('');
  });
});
