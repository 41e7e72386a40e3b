import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../../api/http-client';
import { rememberRole } from '../../api/auth/session-handlers';
import { BUYER_LOGIN_PATH, VENDOR_LOGIN_PATH } from '../../api/auth/sign-in-paths';
import { clearTokens, readAccessToken, readRefreshToken, readStoredEmail } from '../../api/auth/token-storage';

/** Log Out: end the session on the server, forget it here and go to the matching sign-in page. */
export function useLogout(isVendor: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const accessToken = readAccessToken();
    try {
      await http.post(
        '/api/authentication/logout',
        { email: readStoredEmail() ?? undefined, refreshToken: readRefreshToken() ?? undefined },
        { auth: false, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined },
      );
    } catch {
      // Signing out here must work even when the server cannot be reached.
    }
    // Leave the signed-in pages first, so their guards do not react to the missing tokens.
    await navigate(isVendor ? VENDOR_LOGIN_PATH : BUYER_LOGIN_PATH, { replace: true });
    clearTokens();
    rememberRole(null);
    queryClient.clear();
    void import('../../api/realtime/socket-client').then(({ closeSocket }) => closeSocket());
  }, [isVendor, navigate, queryClient]);
}
