import type { AssistanceView } from '@procura/domain/auction/assistance/assistance.schemas';

// Fixtures of the assisted-offer cards' tests: the server's views (docs/rules/auction-bidding.md#assisted-offers).

export const AUCTION = 'auc-1';
export const VENDOR_ONE = '11111111-1111-4111-8111-111111111111';
export const VENDOR_TWO = '22222222-2222-4222-8222-222222222222';
/** The signed-in buyer account, and a second member of its committee. */
export const ME = 'acc-me';
export const COLLEAGUE = 'acc-colleague';

export const ATTENDING = [
  { procurementVendorId: VENDOR_ONE, vendorName: 'PT Vendor Satu' },
  { procurementVendorId: VENDOR_TWO, vendorName: 'PT Vendor Dua' },
];

export function helpRequest(overrides: Partial<AssistanceView> = {}): AssistanceView {
  return {
    requestId: 'req-1',
    procurementVendorId: VENDOR_ONE,
    vendorName: 'PT Vendor Satu',
    reason: 'Our office network is down.',
    channel: 'VENDOR',
    // 15:01:05 WIB
    at: '2026-03-02T08:01:05.000Z',
    sequence: 20,
    offer: null,
    ...overrides,
  };
}

type Offer = NonNullable<AssistanceView['offer']>;

export function placed(overrides: Partial<Offer> = {}): Offer {
  return {
    assistedOfferId: 'ao-1',
    totalOffer: '950000.00',
    // 15:02:00 WIB
    placedAt: '2026-03-02T08:02:00.000Z',
    placedBy: ME,
    sequence: 21,
    status: 'PENDING',
    confirmedBy: null,
    confirmedAt: null,
    offerId: null,
    ...overrides,
  };
}

export function confirmed(overrides: Partial<Offer> = {}): Offer {
  // 15:03:10 WIB
  return placed({ status: 'CONFIRMED', confirmedBy: COLLEAGUE, confirmedAt: '2026-03-02T08:03:10.000Z', offerId: 'offer-9', ...overrides });
}
