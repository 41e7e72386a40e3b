import type { ProfileResponse } from '@procura/domain/auth/auth.schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '../http-client';
import { rememberRole } from './session-handlers';
import { readStoredEmail, storeEmail } from './token-storage';

export const PROFILE_QUERY_KEY = ['account', 'my-profile'] as const;

/** GET /api/secured/account/my-profile; remembers the role and e-mail of the session. */
export async function fetchProfile(): Promise<ProfileResponse> {
  const profile = await http.get<ProfileResponse>('/api/secured/account/my-profile');
  rememberRole(profile.account.role);
  if (readStoredEmail() !== profile.account.email) storeEmail(profile.account.email);
  return profile;
}

export function useProfile(enabled = true) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile, enabled, staleTime: 5 * 60_000 });
}

/** True for a company's auditor: its pages offer nothing that writes (docs/decisions.md 244: the server refuses it all). */
export function useReadOnly(): boolean {
  return useProfile().data?.account.role === 'auditor';
}

/** Loads the profile right after sign-in, replacing whatever an earlier session left cached. */
export function loadFreshProfile(queryClient: QueryClient): Promise<ProfileResponse> {
  queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
  return queryClient.fetchQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });
}
