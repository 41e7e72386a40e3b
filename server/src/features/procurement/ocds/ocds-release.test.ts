import { describe, expect, it } from 'vitest';
import type { OcdsData } from './ocds.data';
import { ocdsReleasePackage } from './ocds-release';
import { releasePackageValidator } from './ocds-schema.testing';

// The release built from read data alone (docs/rules/reports-dashboard-help.md#open-contracting-data): a CLOSED
// procurement whose winner's price came from a negotiation after the auction, a vendor whose standing
// offer was struck out, and a package that still validates against the OCDS schemas with the bids extension.

const at = (iso: string) => new Date(iso);
const auction = {
  id: 'a1',
  auctionNumber: 'AUC-1',
  startTime: at('2026-11-20T03:00:00Z'),
  endTime: at('2026-11-20T04:00:00Z'),
  endedAt: at('2026-11-20T04:00:00Z'),
  sequence: 9,
  ledgerHeadHash: 'ab'.repeat(32),
};
const data = {
  buyer: { id: 'c1', name: 'PT Pembeli' },
  procurement: {
    id: 'p1',
    procurementNumber: 'PRC-1',
    procurementName: 'Laptop',
    status: 'CLOSED',
    statusChangedAt: at('2026-11-22T00:00:00Z'),
    negotiationType: 'REVERSE_AUCTION',
    biddingType: 'TOTAL_PRICE',
    evaluationMethod: 'LEAST_COST_SYSTEM',
    currency: 'IDR',
    startDate: at('2026-11-01T00:00:00Z'),
    endDate: at('2026-11-30T00:00:00Z'),
  },
  items: [{ id: 'i1', itemCode: 'LPT', itemName: 'Laptop 14"', quantity: '10', uom: 'unit', pricePerUnit: '15000000', subTotal: '150000000' }],
  sessions: [
    {
      auction,
      invited: 3,
      attending: 3,
      bids: [
        { vendorId: 'v1', vendorName: 'PT Satu', lastPrice: '140000000.00', lastOfferAt: '2026-11-20T03:30:00.000Z', ranking: 1, disqualified: false },
        { vendorId: 'v2', vendorName: 'PT Dua', lastPrice: null, lastOfferAt: null, ranking: null, disqualified: true },
      ],
    },
  ],
  negotiations: [{ negotiationId: 'n1', batchId: 'b1', vendorId: 'v1', vendorName: 'PT Satu', finalPrice: '138000000.00', endedAt: at('2026-11-21T05:00:00Z') }],
  winner: { vendorId: 'v1', vendorName: 'PT Satu', price: '138000000.00' },
} as unknown as OcdsData;

describe('the OCDS release', () => {
  it('awards the negotiated price, marks the struck-out bid disqualified, and validates', () => {
    const pkg = JSON.parse(JSON.stringify(ocdsReleasePackage(data, at('2026-11-27T00:00:00Z'), 'https://procura.example')));
    const validate = releasePackageValidator();
    expect(validate(pkg)).toBe(true);
    const [release] = pkg.releases;
    expect(release.tag).toEqual(['tender', 'award']);
    expect(release.tender.status).toBe('complete');
    expect(release.tender.value).toEqual({ amount: 150000000, currency: 'IDR' });
    expect(release.bids.details.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      ['AUC-1-v1', 'valid'],
      ['AUC-1-v2', 'disqualified'],
      ['negotiation-n1', 'valid'],
    ]);
    expect(release.awards[0]).toMatchObject({ status: 'active', value: { amount: 138000000, currency: 'IDR' }, relatedBids: ['negotiation-n1'] });
    expect(release.tender.documents[0]).toMatchObject({ id: 'ledger-AUC-1', url: 'https://procura.example/api/secured/auction/a1/ledger', ledgerHead: { sequence: 9, headHash: 'ab'.repeat(32) } });
    expect(release.parties.map((p: { name: string; roles: string[] }) => [p.name, p.roles])).toEqual([
      ['PT Pembeli', ['buyer', 'procuringEntity']],
      ['PT Satu', ['tenderer', 'supplier']],
      ['PT Dua', ['tenderer']],
    ]);
  });

  it('has no award and only the tender tag when the evaluation shows no winner', () => {
    const pkg = JSON.parse(JSON.stringify(ocdsReleasePackage({ ...data, winner: null, negotiations: [] }, at('2026-11-27T00:00:00Z'))));
    expect(releasePackageValidator()(pkg)).toBe(true);
    expect(pkg.releases[0].tag).toEqual(['tender']);
    expect(pkg.releases[0].awards).toBeUndefined();
    expect(pkg.uri).toBeUndefined();
  });
});
