import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSessionHandlers } from '../api/auth/session-handlers';
import { notify } from '../components/notify';

/** Lets the API layer show its session messages and leave for the sign-in page. */
export function SessionBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionHandlers({
      notify: (message, variant) => notify(message, variant),
      leave: (to) => {
        void Promise.resolve(navigate(to, { replace: true })).then(() => {
          void import('../api/query-client').then(({ queryClient }) => queryClient.clear());
          void import('../api/realtime/socket-client').then(({ closeSocket }) => closeSocket());
        });
      },
    });
  }, [navigate]);
  return null;
}
