import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionOfferLogView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OlderOffers } from '../../../../api/realtime/use-auction-room';
import { OlderOffersButton } from '../../room/older-offers-button';
import { OfferBubble } from './offer-bubble';
import { bubbleMarks, canDisqualify, leadingOfferSequence } from './offer-log.rules';
import { FALLBACK_COLOUR } from './vendor-palette';

interface OfferLogProps {
  state: AuctionRoomState;
  colours: Map<string, string>;
  /** Opens the disqualify dialog; absent on the read-only result. */
  onDisqualify?: (offer: AuctionOfferLogView) => void;
  /** The live room's older offers, loaded on demand (the state carries the last ones). */
  older?: OlderOffers;
}

/** Near the bottom: a new offer scrolls the log down; a buyer reading older offers is left where it is. */
const STICK_PX = 80;

/** The price offer log as chat bubbles, oldest first, the newest at the bottom. */
export function OfferLog({ state, colours, onDisqualify, older }: OfferLogProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const leadingSequence = useMemo(() => leadingOfferSequence(state.offerLog, state.leadingPrice), [state.offerLog, state.leadingPrice]);
  const context = { estimatedTotal: state.info.estimatedTotal, direction: state.direction, leadingSequence };
  const last = state.offerLog.at(-1)?.sequence;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !stick.current) return;
    box.scrollTop = box.scrollHeight;
    // Once more after the page has settled (the cards beside it can still change the log's height).
    const frame = window.requestAnimationFrame(() => {
      if (stick.current) box.scrollTop = box.scrollHeight;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [last]);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onScroll = () => {
      stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, []);

  return (
    // Wide screens: as tall as the cards beside it (positioned, so a long log scrolls instead of stretching the page).
    <Box sx={{ flexGrow: 1, position: { md: 'relative' }, minHeight: { md: 460 } }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="offer-log-title"
        sx={{ display: 'flex', flexDirection: 'column', position: { md: 'absolute' }, inset: { md: 0 } }}
      >
        <Stack direction="row" alignItems="baseline" justifyContent="space-between" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="offer-log-title" variant="subtitle1" component="h2" fontWeight={700}>
            {t('Price Offer Log')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('{{count}} offer(s)', { count: state.offerLog.length })}
          </Typography>
        </Stack>
        <Box ref={scroller} data-testid="monitor-offer-log" role="log" aria-live="polite" sx={{ p: { xs: 1.5, sm: 2 }, overflowY: 'auto', height: { xs: 360, md: 'auto' }, flex: { md: '1 1 0' }, minHeight: 0 }}>
          {state.offerLog.length === 0 ? (
            <Stack sx={{ height: '100%' }} alignItems="center" justifyContent="center">
              <Typography color="text.secondary">{t('No offers yet')}</Typography>
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <OlderOffersButton older={older} />
              {state.offerLog.map((offer) => (
                <OfferBubble
                  key={offer.sequence}
                  offer={offer}
                  marks={bubbleMarks(offer, context)}
                  currency={state.info.currency}
                  colour={colours.get(offer.vendorId ?? offer.label) ?? FALLBACK_COLOUR}
                  disqualify={onDisqualify && { enabled: canDisqualify(offer, state.status), onClick: () => onDisqualify(offer) }}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
