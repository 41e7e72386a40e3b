import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@procura/domain/common/money/money';
import { parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR, isApiError } from '../../../../api/api-error';
import { notify } from '../../../../components/notify';
import { MoneyInput } from '../offers/money-input';
import { RoomCard } from '../room-card';
import { removeProxyFloor, setProxyFloor } from './proxy.api';

interface ProxyFloorPanelProps {
  auctionId: string;
  /** The floor the server holds for this vendor (state.you.proxyFloor), or null. */
  floor: string | null;
  currency: string;
  direction: PriceDirection;
  /** ON_GOING (and proxy bidding on): the floor can be set, changed or removed. */
  enabled: boolean;
  /** The session is paused: the floor waits for the resume. */
  paused?: boolean;
  /** The vendor is overtaken and one more decrement would pass its floor: the proxy has stopped (proxy-floor.rules). */
  reached?: boolean;
}

/**
 * The vendor's proxy floor (decision 197): the server bids for the vendor, by the minimal
 * decrement, whenever it is overtaken, never past the floor, even with this page closed. Only this
 * vendor sees it.
 */
export function ProxyFloorPanel({ auctionId, floor, currency, direction, enabled, paused = false, reached = false }: ProxyFloorPanelProps) {
  const { t } = useTranslation();
  const forward = direction === 'FORWARD';
  // The server's answer shows at once; the next state brings the same value.
  const [saved, setSaved] = useState<string | null>(floor);
  useEffect(() => setSaved(floor), [floor]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ floor: string | null }>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      setSaved(answer.floor);
      setTyped('');
      notify(done, 'success');
    } catch (failure) {
      setError(isApiError(failure) ? failure.firstMessage : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseMoneyInput(typed);
    if (amount === null) {
      setError(forward ? 'Please enter your ceiling' : 'Please enter your floor');
      return;
    }
    void run(() => setProxyFloor(auctionId, amount), forward ? 'Your ceiling has been saved' : 'Your floor has been saved');
  };

  return (
    <RoomCard title={t(forward ? 'Proxy Ceiling' : 'Proxy Floor')} testId="proxy-floor-panel">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} id="proxy-floor-help">
        {forward
          ? t('The server bids for you, by the minimal increment, whenever you are overtaken, up to this ceiling, even with this page closed. Nobody else sees it.')
          : t('The server bids for you, by the minimal decrement, whenever you are overtaken, down to this floor, even with this page closed. Nobody else sees it.')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="proxy-floor-current">
        {saved === null ? (
          t(forward ? 'No ceiling set' : 'No floor set')
        ) : (
          <>
            {t(forward ? 'Your ceiling:' : 'Your floor:')}{' '}
            <Typography component="strong" fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(saved, currency)}
            </Typography>
          </>
        )}
      </Typography>
      {/* A note: the room's announcer says it once when it happens (decision 200). */}
      {reached && saved !== null && (
        <Alert severity="warning" role="note" sx={{ mb: 1.5 }} data-testid="proxy-floor-reached">
          <Typography variant="body2" fontWeight={700}>
            {t(forward ? 'Your ceiling was reached; you are no longer bidding automatically' : 'Your floor was reached; you are no longer bidding automatically')}
          </Typography>
          <Typography variant="body2">{t(forward ? 'Offer yourself, or raise your ceiling, to bid again.' : 'Offer yourself, or lower your floor, to bid again.')}</Typography>
        </Alert>
      )}
      <Stack component="form" noValidate spacing={1.5} onSubmit={submit} aria-describedby="proxy-floor-help">
        <MoneyInput
          label={t(forward ? 'Ceiling' : 'Floor')}
          value={typed}
          onChange={setTyped}
          onEdit={() => setError(null)}
          currency={currency}
          disabled={!enabled || busy}
          error={error ? t(error) : null}
          size="small"
          inputTestId="proxy-floor-input"
          errorTestId="proxy-floor-error"
        />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button type="submit" variant="outlined" disabled={!enabled || busy || typed === ''} data-testid="proxy-floor-save">
            {saved === null ? t(forward ? 'Set ceiling' : 'Set floor') : t(forward ? 'Change ceiling' : 'Change floor')}
          </Button>
          {saved !== null && (
            <Button
              color="error"
              // Removing is allowed while paused (docs/rules/auction-bidding.md#proxy-bidding): the server then bids no more.
              disabled={!(enabled || paused) || busy}
              onClick={() => void run(() => removeProxyFloor(auctionId), forward ? 'Your ceiling has been removed' : 'Your floor has been removed')}
              data-testid="proxy-floor-remove"
            >
              {t(forward ? 'Remove ceiling' : 'Remove floor')}
            </Button>
          )}
        </Stack>
      </Stack>
      {/* A note, not an alert: the room's announcer already says the pause once (decision 200). */}
      {!enabled && (
        <Alert severity="info" role="note" sx={{ mt: 1.5, py: 0 }}>
          {paused ? t('The floor can be changed again once the session resumes.') : t('The floor can be set while the session is on going.')}
        </Alert>
      )}
    </RoomCard>
  );
}
