import { homePathFor } from '@procura/domain/auth/auth.rules';
import type { LoginResponse } from '@procura/domain/auth/auth.schemas';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@procura/domain/auth/auth.messages';
import { storeEmail, storeTokens } from '../../../api/auth/token-storage';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { safeRedirectPath } from './safe-redirect.rules';

interface SignInOptions {
  email: string;
  /** False keeps the session for this tab only (Remember Me unchecked). */
  remember?: boolean;
  /** A destination given by the server (login links); checked like `prev`. */
  redirectPath?: string | null;
}

/**
 * After a successful sign-in: store the tokens and e-mail, say 'Welcome!', load the profile and go
 * to the server's redirect, else the `prev` parameter, else the user's home page.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prev = params.get('prev');

  return useCallback(
    async (tokens: LoginResponse, options: SignInOptions) => {
      storeTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }, options.remember ?? true);
      storeEmail(options.email);
      notify(MSG.welcome, 'success');
      try {
        // The query cache loads here, not with the page: the sign-in page shows without it.
        const [{ loadFreshProfile }, { queryClient }] = await Promise.all([import('../../../api/auth/profile-query'), import('../../../api/query-client')]);
        const profile = await loadFreshProfile(queryClient);
        const target =
          safeRedirectPath(options.redirectPath) ?? safeRedirectPath(prev) ?? homePathFor(profile.account.role, profile.company);
        await navigate(target, { replace: true });
      } catch (error) {
        notifyError(error);
      }
    },
    [navigate, prev],
  );
}
