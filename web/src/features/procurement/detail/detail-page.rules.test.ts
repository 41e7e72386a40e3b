import { PROCUREMENT_SECTIONS } from '@procura/domain/procurement/procurement.enums';
import { describe, expect, it } from 'vitest';
import { lastCrumbOf, sectionOfAnchor, SECTION_ANCHORS, tipKeyOf, visibleSections } from './detail-page.rules';
import type { ProcurementDetail } from '../../../api/procurement-detail';

function procurement(overrides: Partial<ProcurementDetail> = {}): ProcurementDetail {
  return {
    _id: '0b6f3c1e-2d4a-4c8e-9f10-1a2b3c4d5e6f',
    procurementName: 'Office chairs 2026',
    procurementNumber: null,
    status: 'DRAFT',
    negotiationType: 'REVERSE_AUCTION',
    evaluationMethod: 'PASSING_GRADE',
    evaluationScoring: null,
    biddingType: 'TOTAL_PRICE',
    winnerType: 'SINGLE_WINNER',
    currencyType: 'SINGLE_CURRENCY',
    currencyTypeId: 'SINGLE_CURRENCY',
    currency: 'IDR',
    currencyId: 'IDR',
    priceIncludeTax: false,
    startDate: null,
    endDate: null,
    isNegotiation: false,
    promiseProcurementId: null,
    cancelReason: null,
    createdAt: '2026-01-05T03:00:00.000Z',
    statusInfo: { date: '2026-01-05T03:00:00.000Z', status: 'DRAFT', userName: 'Demo Buyer', cancelReason: null },
    next: [],
    itemCount: 0,
    vendorCount: 0,
    hasDoneSession: false,
    ...overrides,
  };
}

describe('detail page breadcrumb', () => {
  it('reads New Initiation with its name while the procurement is a draft', () => {
    expect(lastCrumbOf(procurement())).toEqual({ label: 'New Initiation: {{name}}', translate: true, values: { name: 'Office chairs 2026' } });
  });

  it('shows the name of a submitted negotiation-type procurement', () => {
    const negotiation = procurement({ status: 'OPEN', negotiationType: 'NEGOTIATION', procurementNumber: 'PRC-0001' });
    expect(lastCrumbOf(negotiation)).toEqual({ label: 'Office chairs 2026', translate: false });
  });

  it('shows the number of a submitted auction-type procurement', () => {
    expect(lastCrumbOf(procurement({ status: 'OPEN', procurementNumber: 'PRC-0001' })).label).toBe('PRC-0001');
  });
});

describe('detail page sections', () => {
  it('gives every section an anchor that leads back to it', () => {
    for (const section of PROCUREMENT_SECTIONS) expect(sectionOfAnchor(`#${SECTION_ANCHORS[section]}`)).toBe(section);
    expect(sectionOfAnchor('#somewhere-else')).toBeNull();
  });

  it('shows items, info and vendors of a passing-grade draft, and no session sections', () => {
    expect(visibleSections(procurement())).toEqual(['itemList', 'procurementInfo', 'vendorList']);
  });

  it('adds evaluation, auction sessions, negotiation and log report once open with a done session', () => {
    expect(visibleSections(procurement({ status: 'OPEN', hasDoneSession: true }))).toEqual([...PROCUREMENT_SECTIONS]);
  });

  it('keys tips by section in the form the server accepts', () => {
    for (const section of PROCUREMENT_SECTIONS) expect(tipKeyOf(section)).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  });
});
