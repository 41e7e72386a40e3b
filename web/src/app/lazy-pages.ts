import { lazy } from 'react';

// Every page is its own chunk, so the sign-in page downloads only what it shows.
export const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
export const BuyerLoginPage = lazy(() => import('../features/auth/sign-in/buyer-login-page').then((m) => ({ default: m.BuyerLoginPage })));
export const VendorLoginPage = lazy(() => import('../features/auth/sign-in/vendor-login-page').then((m) => ({ default: m.VendorLoginPage })));
export const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
export const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
export const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
export const ChangePasswordPage = lazy(() => import('../features/account/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const AttendanceExpiredPage = lazy(() =>
  import('../features/auction/invitations/attendance-expired-page').then((m) => ({ default: m.AttendanceExpiredPage })),
);
export const VendorInvitationsPage = lazy(() =>
  import('../features/auction/invitations/vendor-invitations-page').then((m) => ({ default: m.VendorInvitationsPage })),
);
export const AttendanceConfirmationPage = lazy(() =>
  import('../features/auction/attendance/attendance-confirmation-page').then((m) => ({ default: m.AttendanceConfirmationPage })),
);
export const InvitationPage = lazy(() => import('../features/auction/attendance/invitation-page').then((m) => ({ default: m.InvitationPage })));
export const NotAttendPage = lazy(() => import('../features/auction/invitations/not-attend-page').then((m) => ({ default: m.NotAttendPage })));
export const VendorRoomPage = lazy(() => import('../features/auction/room/vendor-room-page').then((m) => ({ default: m.VendorRoomPage })));
export const WaitingRoomPage = lazy(() => import('../features/auction/waiting-room/waiting-room-page').then((m) => ({ default: m.WaitingRoomPage })));
export const BuyerMonitorPage = lazy(() => import('../features/auction/monitor/buyer-monitor-page').then((m) => ({ default: m.BuyerMonitorPage })));
export const NegotiationSessionPage = lazy(() =>
  import('../features/negotiation/online/negotiation-session-page').then((m) => ({ default: m.NegotiationSessionPage })),
);
export const ChatPage = lazy(() => import('../features/negotiation/chat/chat-page').then((m) => ({ default: m.ChatPage })));
export const SearchIndexMaintenancePage = lazy(() =>
  import('../features/maintenance/search-index-page').then((m) => ({ default: m.SearchIndexPage })),
);
export const CompanyPage = lazy(() => import('../features/company/company-page').then((m) => ({ default: m.CompanyPage })));
export const AuditorsPage = lazy(() => import('../features/company/auditors/auditors-page').then((m) => ({ default: m.AuditorsPage })));
export const DemoLoginPage = lazy(() => import('../features/demo-room/demo-login-page').then((m) => ({ default: m.DemoLoginPage })));
export const DemoRoomPage = lazy(() => import('../features/demo-room/demo-room-page').then((m) => ({ default: m.DemoRoomPage })));
export const MasterListPage = lazy(() => import('../features/master-data/master-list-page').then((m) => ({ default: m.MasterListPage })));
export const ProcurementListPage = lazy(() => import('../features/procurement/list/procurement-list-page').then((m) => ({ default: m.ProcurementListPage })));
export const ProcurementDetailPage = lazy(() =>
  import('../features/procurement/detail/procurement-detail-page').then((m) => ({ default: m.ProcurementDetailPage })),
);
export const BiddingHistoryPage = lazy(() =>
  import('../features/auction/history/bidding-history-page').then((m) => ({ default: m.BiddingHistoryPage })),
);
export const AuctionFormPage = lazy(() => import('../features/auction/session/form/auction-form-page').then((m) => ({ default: m.AuctionFormPage })));
export const NegotiationBatchPage = lazy(() =>
  import('../features/negotiation/batch/negotiation-batch-page').then((m) => ({ default: m.NegotiationBatchPage })),
);
export const HelpCenterPage = lazy(() => import('../features/help/help-center-page').then((m) => ({ default: m.HelpCenterPage })));
export const HelpArticlePage = lazy(() => import('../features/help/help-article-page').then((m) => ({ default: m.HelpArticlePage })));
export const QueryLayout = lazy(() => import('./query-layout').then((m) => ({ default: m.QueryLayout })));
export const RequireAuth = lazy(() => import('./guards/require-auth').then((m) => ({ default: m.RequireAuth })));
export const AppShell = lazy(() => import('./shell/app-shell').then((m) => ({ default: m.AppShell })));
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
