import type { NegotiationParty, NegotiationViewer, NegotiationOfferStatus } from '@procura/domain/negotiation/negotiation.enums';
import type { NegotiationItemView, NegotiationOfferView, NegotiationRoomState, NegotiationView } from '@procura/domain/negotiation/negotiation.views';

// Small state factories for the session's rule tests.

export function anItem(id: string, overrides: Partial<NegotiationItemView['procurementItem']> = {}, price = '1000.00'): NegotiationItemView {
  return {
    _id: id,
    procurementItemId: `p-${id}`,
    procurementItem: { itemCode: `IT-${id}`, itemName: `Item ${id}`, quantity: '10.00', minCapableQty: '2.00', uom: 'PCS', prLine: null, pricePerUnit: '1200.00', ...overrides },
    lastPrice: '1100.00',
    initialPrice: price,
    initialCapableQty: '10.00',
    finalPrice: null,
    capableQty: null,
    subTotal: null,
    newSubtotal: null,
  };
}

const PARTY = { buyer: { role: 'buyer' as const, name: 'Budi', companyName: 'PT Buyer' }, vendor: { role: 'vendor' as const, name: 'Vina', companyName: 'PT Vendor' } };

export function anOffer(sequence: number, from: NegotiationParty, status: NegotiationOfferStatus = 'OFFER', items: NegotiationOfferView['offerItems'] = []): NegotiationOfferView {
  const to = from === 'buyer' ? 'vendor' : 'buyer';
  return { _id: `o${sequence}`, negotiationId: 'n1', sequence, from: PARTY[from], to: PARTY[to], status, offer: '5000.00', offerItems: items, createdAt: `2026-11-25T03:0${sequence}:00.000Z` };
}

/** A negotiation of the batch 'b1', ON_GOING unless told otherwise. */
export function aNegotiation(overrides: Partial<NegotiationView> = {}): NegotiationView {
  return {
    _id: 'n1',
    negotiationBatchId: 'b1',
    procurementId: 'p1',
    negotiationType: 'ONLINE',
    vendorId: 'v1',
    vendorName: 'PT Vendor',
    status: 'ON_GOING',
    biddingType: 'TOTAL_PRICE',
    startDate: '2026-11-25T03:00:00.000Z',
    endDate: null,
    vendorPicName: 'Vina',
    vendorPicEmail: 'vina@vendor.test',
    lastPrice: '11000.00',
    finalPrice: null,
    saving: null,
    vendorHasOffered: false,
    updatedAt: '2026-11-25T03:00:00.000Z',
    cancelReason: null,
    canceledBy: null,
    canceledAt: null,
    ...overrides,
  };
}

export function aRoomState(viewer: NegotiationViewer, overrides: Partial<NegotiationView> = {}, offers: NegotiationOfferView[] = []): NegotiationRoomState {
  return {
    viewer,
    negotiation: aNegotiation(overrides),
    batch: { _id: 'b1', name: 'Batch 1', status: 'ON_GOING' },
    procurement: { _id: 'p1', procurementName: 'Laptops', procurementNumber: 'PRC-1', biddingType: 'TOTAL_PRICE', currency: 'IDR', buyerCompanyName: 'PT Buyer' },
    items: [anItem('a'), anItem('b')],
    offers,
    turn: { canOffer: false, canDeal: false, canNotDeal: false, awaitingMyConfirmation: false, turn: null },
    spectators: [],
    chatRoomId: 'n1',
    serverNow: '2026-11-25T03:00:00.000Z',
  };
}
