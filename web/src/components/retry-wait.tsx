import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { formatWait } from './retry-wait.rules';
import { useCooldown } from './use-cooldown';

export interface RetryWait {
  /** Seconds until the refused call may be made again; 0 when it may. */
  remaining: number;
  /** The server's reason (a catalogue key), kept while the wait runs. */
  reason: string | null;
  /** Takes a 429 that says how long to wait (Retry-After) and starts the wait; false for any other failure. */
  refuse: (error: unknown) => boolean;
}

/** A refusal for a limit that stays on the form, counting down, until the call may be made again. */
export function useRetryWait(): RetryWait {
  const cooldown = useCooldown(0);
  const [reason, setReason] = useState<string | null>(null);
  const { start } = cooldown;
  const refuse = useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.status !== 429 || !error.retryAfterSeconds) return false;
      setReason(error.firstMessage);
      start(error.retryAfterSeconds);
      return true;
    },
    [start],
  );
  return { remaining: cooldown.remaining, reason, refuse };
}

/**
 * Shows a running wait beside the control it holds back: the reason is announced once (a polite
 * status), the countdown under it is not read out every second. `shown` false keeps the (empty)
 * status region in place while the same wait shows beside another control that makes the same call.
 */
export function RetryWaitNotice({ wait, shown = true }: { wait: RetryWait; shown?: boolean }) {
  const { t } = useTranslation();
  const waiting = shown && wait.remaining > 0 && wait.reason;
  // The status region is always there, so the reason is announced when it appears; empty, it takes
  // no room (no margin from a Stack around it).
  return (
    <div role="status" style={waiting ? undefined : { margin: 0 }}>
      {waiting && (
        <Alert severity="warning" role="none">
          <Box component="span" display="block">
            {t(wait.reason!)}
          </Box>
          <Box component="span" display="block" fontWeight={600} aria-live="off">
            {t('You can try again in {{time}}.', { time: formatWait(wait.remaining) })}
          </Box>
        </Alert>
      )}
    </div>
  );
}
