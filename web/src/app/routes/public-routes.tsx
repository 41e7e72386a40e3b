import type { RouteObject } from 'react-router';
import { LandingGate } from '../guards/landing-gate';
import {
  AttendanceExpiredPage,
  BuyerLoginPage,
  DemoLoginPage,
  DemoRoomPage,
  ForgotPasswordPage,
  LandingPage,
  NotFoundPage,
  RegisterPage,
  VendorLoginPage,
  VerifyEmailPage,
} from '../lazy-pages';

/** Public pages that read server data (they sit under the query cache layout). */
export const publicDataRoutes: RouteObject[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
];

/** Pages without a session and without the shell. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <LandingGate>
        <LandingPage />
      </LandingGate>
    ),
  },
  { path: '/buyer-login', element: <BuyerLoginPage /> },
  { path: '/vendor-login', element: <VendorLoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/vendor-auction/attendance-expired', element: <AttendanceExpiredPage /> },
  // Legacy demo (docs/rules/shell-and-landing.md#demo-room), joined by a user name, not an account.
  { path: '/login', element: <DemoLoginPage /> },
  { path: '/secured/room', element: <DemoRoomPage /> },
  { path: '/notfound', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];
