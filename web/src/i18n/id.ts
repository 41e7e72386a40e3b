import { auctionCoreId } from './messages/auction-core.id';
import { auctionLedgerId } from './messages/auction-ledger.id';
import { auctionLiveId } from './messages/auction-live.id';
import { auctionMonitorId } from './messages/auction-monitor.id';
import { auctionOfferId } from './messages/auction-offer.id';
import { auctionRoomVendorId } from './messages/auction-room-vendor.id';
import { auctionSessionId } from './messages/auction-session.id';
import { auctionVendorId } from './messages/auction-vendor.id';
import { biddingHistoryId } from './messages/bidding-history.id';
import { dashboardId } from './messages/dashboard.id';
import { demoRoomId } from './messages/demo-room.id';
import { foundationId } from './messages/foundation.id';
import { helpId } from './messages/help.id';
import { initiationDetailId } from './messages/initiation-detail.id';
import { initiationListId } from './messages/initiation-list.id';
import { initiationVendorsId } from './messages/initiation-vendors.id';
import { landingId } from './messages/landing.id';
import { negotiationOnlineId } from './messages/negotiation-online.id';
import { masterDataId } from './messages/master-data.id';
import { negotiationBatchId } from './messages/negotiation-batch.id';
import { negotiationReportId } from './messages/negotiation-report.id';
import { onboardingId } from './messages/onboarding.id';
import { procurementId } from './messages/procurement.id';
import { reportsId } from './messages/reports.id';
import { roleHomesId } from './messages/role-homes.id';

// The Indonesian catalogue, one file per area under messages/. Keys are the English texts, which
// i18next shows as they are when English is chosen, so English needs no catalogue of its own.
export const id = {
  ...foundationId, ...onboardingId, ...landingId, ...demoRoomId, ...masterDataId,
  ...procurementId,
  ...initiationListId,
  ...initiationDetailId,
  ...initiationVendorsId,
  ...auctionSessionId,
  ...auctionCoreId,
  ...auctionVendorId,
  ...auctionLiveId,
  ...auctionLedgerId,
  ...auctionOfferId,
  ...auctionRoomVendorId,
  ...auctionMonitorId,
  ...roleHomesId,
  ...negotiationOnlineId,
  ...negotiationBatchId,
  ...reportsId,
  ...helpId,
  ...negotiationReportId,
  ...dashboardId,
  ...biddingHistoryId,
};

/** Every text the product shows; a page text missing here fails the catalogue test. */
export type MessageKey = keyof typeof id;
