import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readAccessToken } from '../../api/token-storage';

/** The landing page is for visitors; a stored session goes straight to the dashboard. */
export function LandingGate({ children }: { children: ReactNode }) {
  if (readAccessToken()) return <Navigate to="/dashboard" replace />;
  return children;
}
