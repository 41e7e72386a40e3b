import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readAccessToken } from '../../api/auth/token-storage';

/**
 * The landing page is for visitors; a stored session goes straight to /dashboard (docs/rules/shell-and-landing.md#landing-page), whose guard sends a role without a dashboard on to its own home.
 */
export function LandingGate({ children }: { children: ReactNode }) {
  if (readAccessToken()) return <Navigate to="/dashboard" replace />;
  return children;
}
