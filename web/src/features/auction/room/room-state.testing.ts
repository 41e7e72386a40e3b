import type { AuctionItemView, AuctionOfferLogView, AuctionRoomState } from '@procura/domain/auction/auction.views';

// Small factories for the room rules' tests: a vendor's room state and its parts.

export function roomState(overrides: Partial<AuctionRoomState> = {}): AuctionRoomState {
  return {
    auctionId: 'auction-1',
    auctionNumber: 'AUC-2026-0001',
    procurementId: 'procurement-1',
    status: 'ON_GOING',
    serverNow: '2026-03-02T03:01:00.000Z',
    startTime: '2026-03-02T03:00:00.000Z',
    endTime: '2026-03-02T03:10:00.000Z',
    extensionsUsed: 0,
    auctionType: 'OPEN',
    auctionModel: 'REALTIME',
    periodType: 'INJURY_TIME',
    biddingType: 'TOTAL_PRICE',
    direction: 'REVERSE',
    leadingPrice: null,
    ranks: [],
    offerLog: [],
    offerLogHasOlder: false,
    participants: { total: 2, present: 2 },
    you: { ranking: null, lastOffer: null },
    ledgerHeadHash: null,
    cancel: null,
    sequence: 1,
    stoppedManually: false,
    info: {
      procurementName: 'Laptops',
      procurementNumber: 'PRC-2026-0001',
      companyName: 'PT Maju Jaya Abadi',
      evaluationMethod: 'LEAST_COST_SYSTEM',
      winnerType: 'SINGLE_WINNER',
      currency: 'IDR',
      initialPrice: '1000000.00',
      minimalDecrement: '10000.00',
      estimatedTotal: null,
      duration: '10.00',
      timeExtension: '1.00',
      injuryTimeBeforeEnd: '2.00',
      maxSessionExtension: 3,
    },
    items: [],
    rules: {
      auctionType: 'OPEN',
      periodType: 'INJURY_TIME',
      proxyBidding: true,
      extensionTrigger: 'ANY_OFFER',
      extensionTopRanks: null,
      extensionFrom: 'PLANNED_END',
      tieRule: 'EARLIER_WINS',
      slipWarningPercent: 10,
      maxPauseMinutes: 60,
      minimalDecrement: '10000.00',
      minimalDecrementPercent: null,
      timeExtension: '1.00',
      injuryTimeBeforeEnd: '2.00',
      maxSessionExtension: 3,
    },
    pausedAt: null,
    pausedReason: null,
    pauseDeadline: null,
    effectiveDecrement: '10000.00',
    announcements: [],
    ...overrides,
  };
}

export function roomItem(overrides: Partial<AuctionItemView> = {}): AuctionItemView {
  return {
    auctionItemId: 'item-1',
    itemCode: 'LPT-1',
    itemName: 'Laptop',
    quantity: '10',
    uom: 'Unit',
    leadingUnitPrice: null,
    yourUnitOffer: null,
    yourRanking: null,
    bidItemPrice: null,
    initialUnitPrice: null,
    effectiveDecrement: null,
    ...overrides,
  };
}

export function logEntry(overrides: Partial<AuctionOfferLogView> = {}): AuctionOfferLogView {
  return {
    sequence: 2,
    offerId: null,
    vendorId: null,
    label: 'Other Vendor',
    you: false,
    totalOffer: '990000.00',
    offerItems: [],
    createdAt: '2026-03-02T03:01:00.000Z',
    priceDisqualified: false,
    priceTooLow: false,
    disqualificationRequested: false,
    disqualifyReason: null,
    ...overrides,
  };
}
