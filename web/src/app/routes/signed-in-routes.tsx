import { VENDOR_HOME_PATH } from '@procura/domain/auth/auth.rules';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import {
  AppShell,
  AttendanceConfirmationPage,
  AuctionFormPage,
  AuditorsPage,
  BiddingHistoryPage,
  BuyerMonitorPage,
  ChangePasswordPage,
  ChatPage,
  DashboardPage,
  HelpArticlePage,
  HelpCenterPage,
  ProcurementDetailPage,
  ProcurementListPage,
  InvitationPage,
  MasterListPage,
  NegotiationBatchPage,
  NegotiationSessionPage,
  NotAttendPage,
  CompanyPage,
  RequireAuth,
  SearchIndexMaintenancePage,
  VendorInvitationsPage,
  VendorRoomPage,
  WaitingRoomPage,
} from '../lazy-pages';
import { MAINTENANCE_SEARCH_INDEX_PATH, type PageAreaName } from '../role-access';
import { MASTER_LISTS } from '../../features/master-data';

/** Pages of every signed-in account. */
const everyonePages: RouteObject[] = [
  { path: '/account/change-password', element: <ChangePasswordPage /> },
];

/** The chat page: the negotiation's parties and its spectators (the server refuses anyone else the room). */
const chatPages: RouteObject[] = [{ path: '/chat/:roomId', element: <ChatPage /> }];

/** The buyer's dashboard and buyer help (the admin's pages too). */
const dashboardPages: RouteObject[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/help/buyer', element: <HelpCenterPage /> },
  // Every buyer help page (an unknown slug leads to /notfound); /help/vendor ranks above it as a fixed path.
  { path: '/help/:slug', element: <HelpArticlePage audience="buyer" /> },
];

/** The buyer's procurement work: it needs the buyer's onboarded company. */
const procurementPages: RouteObject[] = [
  { path: '/onboarding', element: <CompanyPage /> },
  { path: '/initiation', element: <ProcurementListPage /> },
  // The new-initiation dialog lives on the list; its own address opens it there.
  { path: '/initiation/form', element: <Navigate to="/initiation?new=1" replace /> },
  { path: '/initiation/form/:procurementId', element: <ProcurementDetailPage /> },
  { path: '/initiation/form/:procurementId/auction/form', element: <AuctionFormPage /> },
  { path: '/initiation/:procurementId/vendor/auction/history', element: <BiddingHistoryPage /> },
  { path: '/negotiation/session/:procurementId/new', element: <NegotiationBatchPage /> },
  { path: '/negotiation/session/:procurementId/:negotiationBatchId', element: <NegotiationBatchPage /> },
  { path: '/negotiation/session-online/buyer/:negotiationBatchId/:negotiationId', element: <NegotiationSessionPage side="buyer" /> },
  { path: '/buyer-auction/:procurementId/:auctionId/not-started', element: <WaitingRoomPage /> },
  { path: '/buyer-auction/:procurementId/:auctionId/in-progress', element: <BuyerMonitorPage mode="live" /> },
  { path: '/buyer-auction/:procurementId/:auctionId/result', element: <BuyerMonitorPage mode="result" /> },
];

/** The company owner's auditors (docs/decisions.md 244). */
const companyPages: RouteObject[] = [{ path: '/company/auditors', element: <AuditorsPage /> }];

/** The super admin's reference-data lists and maintenance. */
const masterPages: RouteObject[] = [
  ...MASTER_LISTS.map((list) => ({ path: `/master/${list.slug}`, element: <MasterListPage key={list.slug} slug={list.slug} /> })),
  { path: MAINTENANCE_SEARCH_INDEX_PATH, element: <SearchIndexMaintenancePage /> },
];

/** Pages reached from vendor invitations; without a session they lead to /vendor-login?prev=… */
const vendorPages: RouteObject[] = [
  { path: VENDOR_HOME_PATH, element: <VendorInvitationsPage /> },
  { path: '/vendor-auction/session/:auctionId', element: <VendorRoomPage /> },
  { path: '/vendor-auction/attendance-confirmation/:procurementId/:verificationCode', element: <AttendanceConfirmationPage /> },
  { path: '/vendor-auction/invitation/:invitationId', element: <InvitationPage /> },
  { path: '/vendor-auction/not-attend/:auctionId/:invitationId', element: <NotAttendPage /> },
  { path: '/negotiation/session-online/vendor/:negotiationBatchId/:negotiationId', element: <NegotiationSessionPage side="vendor" /> },
  { path: '/help/vendor', element: <HelpArticlePage key="vendor" audience="vendor" slug="vendor" /> },
  { path: '/help/start-vendor-auction', element: <HelpArticlePage key="start-vendor-auction" audience="vendor" slug="start-vendor-auction" /> },
];

/** The pages of one area of role-access.ts, behind its guard, in the shell. */
function area(name: PageAreaName, pages: RouteObject[]): RouteObject {
  return { element: <RequireAuth area={name} />, children: [{ element: <AppShell />, children: pages }] };
}

export const signedInRoutes: RouteObject[] = [
  area('everyone', everyonePages),
  area('chat', chatPages),
  area('dashboard', dashboardPages),
  area('procurement', procurementPages),
  area('company', companyPages),
  area('master', masterPages),
  area('vendor', vendorPages),
];
