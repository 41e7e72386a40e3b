import { accessibilityId } from './messages/accessibility.id';
import { auctionCoreId } from './messages/auction/auction-core.id';
import { auctionEvidenceId } from './messages/auction/auction-evidence.id';
import { auctionLedgerId } from './messages/auction/auction-ledger.id';
import { auctionLiveId } from './messages/auction/auction-live.id';
import { auctionMonitorId } from './messages/auction/auction-monitor.id';
import { auctionOfferId } from './messages/auction/auction-offer.id';
import { auctionRoomVendorId } from './messages/auction/auction-room-vendor.id';
import { auctionRulesId } from './messages/auction/auction-rules.id';
import { auctionSessionId } from './messages/auction/auction-session.id';
import { auctionVendorId } from './messages/auction/auction-vendor.id';
import { biddingHistoryId } from './messages/auction/bidding-history.id';
import { dashboardId } from './messages/dashboard.id';
import { demoRoomId } from './messages/demo-room.id';
import { foundationId } from './messages/foundation.id';
import { helpId } from './messages/help.id';
import { procurementDetailId } from './messages/procurement/procurement-detail.id';
import { procurementListId } from './messages/procurement/procurement-list.id';
import { procurementVendorsId } from './messages/procurement/procurement-vendors.id';
import { landingId } from './messages/landing.id';
import { negotiationOnlineId } from './messages/negotiation/negotiation-online.id';
import { masterDataId } from './messages/master-data.id';
import { negotiationBatchId } from './messages/negotiation/negotiation-batch.id';
import { negotiationReportId } from './messages/negotiation/negotiation-report.id';
import { companyMessagesId } from './messages/company.id';
import { companyAuditorsId } from './messages/company-auditors.id';
import { procurementId } from './messages/procurement/procurement.id';
import { reportsId } from './messages/reports.id';
import { roleHomesId } from './messages/role-homes.id';

// The Indonesian catalogue, one file per area under messages/. Keys are the English texts, which
// i18next shows as they are when English is chosen, so English needs no catalogue of its own.
export const id = {
  ...foundationId, ...companyMessagesId, ...landingId, ...demoRoomId, ...masterDataId,
  ...procurementId,
  ...procurementListId,
  ...procurementDetailId,
  ...procurementVendorsId,
  ...auctionSessionId,
  ...auctionCoreId,
  ...auctionVendorId,
  ...auctionLiveId,
  ...auctionLedgerId,
  ...auctionEvidenceId,
  ...auctionOfferId,
  ...auctionRoomVendorId,
  ...auctionMonitorId,
  ...auctionRulesId,
  ...roleHomesId,
  ...negotiationOnlineId,
  ...negotiationBatchId,
  ...reportsId,
  ...helpId,
  ...negotiationReportId,
  ...dashboardId,
  ...biddingHistoryId,
  ...accessibilityId,
  ...companyAuditorsId,
};

/** Every text the product shows; a page text missing here fails the catalogue test. */
export type MessageKey = keyof typeof id;
