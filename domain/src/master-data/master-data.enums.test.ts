import { describe, expect, it } from 'vitest';
import {
  attendanceStatuses,
  auctionModels,
  auctionTypes,
  biddingTypes,
  companyTypes,
  currencies,
  currencyTypes,
  documentTypes,
  evaluationMethods,
  MASTER_LISTS,
  negotiationMedias,
  negotiationTypes,
  periodTypes,
  phonePrefixes,
  procurementBiddingTypes,
  references,
  winnerTypes,
} from './master-data.enums';

describe('fixed enumerations of docs/rules/reference-data.md#enumerations', () => {
  it('have exactly the codes the rules depend on', () => {
    expect(companyTypes.codes).toEqual(['PT', 'CV']);
    expect(phonePrefixes.codes).toEqual(['+62']);
    expect(evaluationMethods.codes).toEqual(['PASSING_GRADE', 'LEAST_COST_SYSTEM', 'MERIT_POINT']);
    expect(winnerTypes.codes).toEqual(['SINGLE_WINNER', 'MULTI_WINNER']);
    expect(biddingTypes.codes).toEqual(['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT', 'UNIT_PRICE']);
    expect(procurementBiddingTypes.codes).toEqual(['TOTAL_PRICE', 'TOTAL_PRICE_BY_UNIT', 'UNIT_PRICE']);
    expect(negotiationTypes.codes).toEqual(['REVERSE_AUCTION', 'FORWARD_AUCTION', 'NEGOTIATION']);
    expect(currencyTypes.codes).toEqual(['SINGLE_CURRENCY', 'MULTI_CURRENCY']);
    expect(currencies.codes).toEqual(['IDR', 'USD']);
    expect(auctionTypes.codes).toEqual(['OPEN', 'CLOSE']);
    expect(auctionModels.codes).toEqual(['REALTIME', 'SIMULATION']);
    expect(periodTypes.codes).toEqual(['INJURY_TIME', 'LIMITED_TIME']);
    expect(negotiationMedias.codes).toEqual(['ONLINE', 'OFFLINE']);
    expect(attendanceStatuses.codes).toEqual(['ATTEND', 'NOT_CONFIRMED', 'NOT_ATTEND']);
    expect(documentTypes.codes).toEqual(['LETTER_OF_ATTOURNEY']);
    expect(references.codes).toEqual(['SEARCH_ENGINE', 'SOCIAL_MEDIA', 'SALES_STAFF', 'SALES_AGENT']);
  });

  it('label every value in English and Indonesian', () => {
    for (const { list } of Object.values(MASTER_LISTS)) {
      for (const value of list) {
        expect(value.labels.en.length).toBeGreaterThan(0);
        expect(value.labels.id.length).toBeGreaterThan(0);
      }
    }
    expect(biddingTypes.list[0]?.labels.en).toBe('Total Bulk Price');
    expect(procurementBiddingTypes.list.map((v) => v.labels)).toEqual([
      { en: 'Total Price', id: 'Harga Total' },
      { en: 'Total Price By Unit', id: 'Harga Total per Satuan' },
      { en: 'Unit Price', id: 'Harga Satuan' },
    ]);
  });
});
