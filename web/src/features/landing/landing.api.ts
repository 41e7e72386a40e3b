import type { LandingContactResponse, TrialRequestInput, TrialRequestResponse } from '@procura/domain/landing/landing.schemas';
import { http } from '../../api/http-client';

// Public calls: a visitor has no session, so none sends a token or refreshes one.
const NO_AUTH = { auth: false } as const;

export function sendTrialRequest(input: TrialRequestInput) {
  return http.post<TrialRequestResponse>('/api/landing-page', input, NO_AUTH);
}

export function fetchLandingContact(signal?: AbortSignal) {
  return http.get<LandingContactResponse>('/api/landing-page/contact', { ...NO_AUTH, signal });
}
