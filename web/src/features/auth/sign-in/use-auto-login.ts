import { AUTO_LOGIN_DELAY_MS } from '@procura/domain/auth/auth.rules';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../components/form/apply-server-errors';
import { loginWithLink } from '../auth.api';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * The auto-login link `?u=<email>&t=<token>`: shows the 'Authentication Account' overlay for 3 s,
 * then signs in with the one-time token. Returns whether the overlay is showing.
 */
export function useAutoLogin(): boolean {
  const [params, setParams] = useSearchParams();
  const email = params.get('u');
  const token = params.get('t');
  const [active, setActive] = useState(Boolean(email && token));
  const used = useRef<string | null>(null);
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    if (!email || !token) return;
    const timer = window.setTimeout(() => {
      // The token is single-use: never send it twice (React may run this effect twice in development).
      if (used.current === token) return;
      used.current = token;
      const dropLinkParams = () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('u');
            next.delete('t');
            return next;
          },
          { replace: true },
        );
      loginWithLink(token)
        .then((answer) => completeSignIn(answer, { email, redirectPath: answer.redirectPath }))
        .catch((error: unknown) => {
          setActive(false);
          dropLinkParams();
          notifyError(error);
        });
    }, AUTO_LOGIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email, token, completeSignIn, setParams]);

  return active;
}
