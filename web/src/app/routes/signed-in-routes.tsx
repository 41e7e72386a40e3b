import type { RouteObject } from 'react-router';
import type { Crumb } from '../../components/app-breadcrumbs';
import { Navigate } from 'react-router';
import {
  AppShell,
  AuctionFormPage,
  ChangePasswordPage,
  InitiationDetailPage,
  InitiationListPage,
  MasterListPage,
  OnboardingPage,
  PlaceholderPage,
  RequireAuth,
} from '../lazy-pages';
import { MASTER_LISTS } from '../shell/master-lists';

const INITIATION_CRUMBS: Crumb[] = [{ label: 'Dashboard', to: '/dashboard' }, { label: 'Procurement' }, { label: 'Initiation', to: '/initiation' }];

function placeholder(path: string, title: string, breadcrumbs?: Crumb[]): RouteObject {
  return { path, element: <PlaceholderPage title={title} breadcrumbs={breadcrumbs} showBack={Boolean(breadcrumbs)} /> };
}

const BUYER_HELP = [
  ['login-auction', 'Log In Auction'],
  ['registration', 'Registration'],
  ['create-initiation', 'Create Initiation'],
  ['end-initiation', 'End Initiation'],
  ['create-auction', 'Create Auction'],
  ['negotiation-process', 'Negotiation Process'],
  ['renegotiation-process', 'Renegotiation Process'],
  ['report', 'Report'],
] as const;

/** Buyer-side pages (and the pages every signed-in role shares). */
const buyerPages: RouteObject[] = [
  placeholder('/dashboard', 'Dashboard'),
  { path: '/account/change-password', element: <ChangePasswordPage /> },
  { path: '/onboarding', element: <OnboardingPage /> },
  { path: '/initiation', element: <InitiationListPage /> },
  // The new-initiation dialog lives on the list; its own address opens it there.
  { path: '/initiation/form', element: <Navigate to="/initiation?new=1" replace /> },
  { path: '/initiation/form/:procurementId', element: <InitiationDetailPage /> },
  { path: '/initiation/form/:procurementId/auction/form', element: <AuctionFormPage /> },
  placeholder('/initiation/:procurementId/vendor/auction/history', 'Bidding History', [...INITIATION_CRUMBS, { label: 'Bidding History' }]),
  placeholder('/initiation/:procurementId/vendor/unit/negotiation', 'Unit Price Negotiation', [...INITIATION_CRUMBS, { label: 'Negotiation' }]),
  placeholder('/negotiation/session/:procurementId/new', 'Negotiation', [...INITIATION_CRUMBS, { label: 'Negotiation' }]),
  placeholder('/negotiation/session/:procurementId/:negotiationBatchId', 'Negotiation', [...INITIATION_CRUMBS, { label: 'Negotiation' }]),
  placeholder('/negotiation/session-online/buyer/:negotiationBatchId/:negotiationId', 'Online Negotiation'),
  placeholder('/buyer-auction/:procurementId/:auctionId/not-started', 'Auction Waiting Room'),
  placeholder('/buyer-auction/:procurementId/:auctionId/in-progress', 'Auction Session'),
  placeholder('/chat/:roomId', 'Chat Room'),
  placeholder('/help/buyer', 'Help - Buyer'),
  ...BUYER_HELP.map(([slug, title]) => placeholder(`/help/${slug}`, title, [{ label: 'Help - Buyer', to: '/help/buyer' }, { label: title }])),
];

/** The super admin's reference-data lists. */
const masterPages: RouteObject[] = MASTER_LISTS.map((list) => ({ path: `/master/${list.slug}`, element: <MasterListPage key={list.slug} slug={list.slug} /> }));

/** Pages reached from vendor invitations; without a session they lead to /vendor-login?prev=… */
const vendorPages: RouteObject[] = [
  placeholder('/vendor-auction/join', 'Join Auction'),
  placeholder('/vendor-auction/session/:auctionId', 'Auction Session'),
  placeholder('/vendor-auction/attendance-confirmation/:procurementId/:verificationCode', 'Attendance Confirmation'),
  placeholder('/vendor-auction/not-attend/:auctionId/:invitationId', 'Not Attend Confirmation'),
  placeholder('/negotiation/session-online/vendor/:negotiationBatchId/:negotiationId', 'Online Negotiation'),
  placeholder('/help/vendor', 'Help - Vendor'),
  placeholder('/help/start-vendor-auction', 'Start Vendor Auction', [{ label: 'Help - Vendor', to: '/help/vendor' }, { label: 'Start Vendor Auction' }]),
];

export const signedInRoutes: RouteObject[] = [
  { element: <RequireAuth audience="buyer" />, children: [{ element: <AppShell />, children: buyerPages }] },
  { element: <RequireAuth audience="buyer" roles={['super_admin']} />, children: [{ element: <AppShell />, children: masterPages }] },
  { element: <RequireAuth audience="vendor" />, children: [{ element: <AppShell />, children: vendorPages }] },
];
