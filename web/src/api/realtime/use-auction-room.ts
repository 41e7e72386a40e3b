import type { DeclineDisqualificationInput, DisqualificationInput, MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { AuctionOfferLogPage, AuctionOfferLogView, AuctionRoomState, MakeOfferResult } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import type { ErrorEnvelope } from '@procura/domain/common/errors';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  END_RESYNC_SPREAD_MS,
  OWN_STANDING_WAIT_MS,
  ROOM_EVENT_TYPES,
  applyRoomEvent,
  dueMomentMs,
  dueReloadDelayMs,
  offsetFromServerNow,
  serverNowOf,
  waitsForOwnStanding,
  withFullState,
  withOffer,
  withOlderPage,
  type RoomEvent,
} from './auction-room.rules';
import { sendCommand, type AppSocket } from './socket-client';
import { ACK_TIMEOUT_MS, useLiveRoom } from './use-live-room';

/** The log's older offers than the state carries (its offerLogHasOlder), loaded on demand (GET_OFFER_LOG_PAGE). */
export interface OlderOffers {
  /** Older offers exist that the log does not show yet. */
  hasOlder: boolean;
  loading: boolean;
  /** The refusal of the last load (a rate limit, a lost connection), or null. */
  error: string | null;
  /** Loads the page before the oldest offer shown (`limit` offers, the server's 50 by default) and puts it in front of the log. */
  load: (limit?: number) => void;
}

export interface AuctionRoom {
  state: AuctionRoomState | null;
  olderOffers: OlderOffers;
  /** Server time minus local time, measured when the last state or status event arrived. */
  offsetMs: number;
  connected: boolean;
  /** Was connected (or tried) and lost it: the page shows the reconnecting notice. */
  reconnecting: boolean;
  /** The JOIN_AUCTION refusal (e.g. 'Failed to get auction data'), or null. */
  error: string | null;
  /** CHECK_CLIENT_TIME said this computer's clock is wrong: show AUCTION_MSG.clockWarning. */
  clockWrong: boolean;
  /** Buyer room: the invitations whose vendor is in the room now. */
  presentInvitationIds: string[] | null;
  /** MAKE_OFFER (vendor): resolves with the server's answer once committed (or refused); a lost connection answers the failure text. */
  makeOffer: (input: MakeOfferInput) => Promise<Ack<MakeOfferResult>>;
  /** REQUEST_DISQUALIFICATION (vendor, its own latest offer). */
  requestDisqualification: (input: Omit<DisqualificationInput, 'auctionId'>) => Promise<Ack<{ offer: AuctionOfferLogView }>>;
  /** DISQUALIFY_OFFER (buyer). */
  disqualifyOffer: (input: Omit<DisqualificationInput, 'auctionId'>) => Promise<Ack<{ offer: AuctionOfferLogView }>>;
  /** DECLINE_DISQUALIFICATION (buyer): keeps an offer its vendor asked to disqualify. */
  declineDisqualification: (input: Omit<DeclineDisqualificationInput, 'auctionId'>) => Promise<Ack<{ offer: AuctionOfferLogView }>>;
}

export interface AuctionRoomOptions {
  /** Every room event after it is applied (the buyer's waiting room refetches its table on some). */
  onEvent?: (event: RoomEvent) => void;
}

/** What a command answers when the server could not be reached in time: the offer may or may not be in; the next state tells. */
const NO_ANSWER: ErrorEnvelope = { errors: [{ param: null, msg: AUCTION_MSG.noAnswer }] };

/**
 * The session's room over the tab's socket (the live-room skeleton, useLiveRoom): JOIN_AUCTION on
 * every (re)connection, whose ack is the full state (a reconnect resynchronises from it, and so do
 * the start and the end; one older than the state held is dropped), the status and presence events
 * applied on top, and one CHECK_CLIENT_TIME per connection. Leaving the page leaves the room (LEAVE_AUCTION).
 */
export function useAuctionRoom(auctionId: string, options: AuctionRoomOptions = {}): AuctionRoom {
  const [state, setState] = useState<AuctionRoomState | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [offsetMs, setOffsetMs] = useState(0);
  const [clockWrong, setClockWrong] = useState(false);
  const [presentInvitationIds, setPresent] = useState<string[] | null>(null);
  const onEventRef = useRef(options.onEvent);
  onEventRef.current = options.onEvent;
  const offsetRef = useRef(offsetMs);
  offsetRef.current = offsetMs;

  const receive = useCallback((next: AuctionRoomState) => {
    setOffsetMs(offsetFromServerNow(next.serverNow, Date.now()));
    // One older than the state held is dropped; a new one keeps the older offers the user already loaded in front.
    setState((current) => withFullState(current, next));
  }, []);
  // The live room's resync, for the listeners below (set once the skeleton is made).
  const resyncRef = useRef<() => void>(() => undefined);

  const { connected, reconnecting, error, resync } = useLiveRoom<AuctionRoomState>(auctionId, {
    join: (socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('JOIN_AUCTION', { auctionId }),
    failedText: AUCTION_MSG.failedToLoadAuction,
    onState: receive,
    alsoOnJoin: (socket, active) => {
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('CHECK_CLIENT_TIME', { clientTime: new Date().toISOString() })
        .then((answer) => active() && 'data' in answer && setClockWrong(answer.data.clockWrong))
        .catch(() => undefined);
    },
    listen: (socket, rejoin) => {
      let endTimer = 0;
      const apply = (events: RoomEvent[]) => {
        setState((current) => events.reduce(applyRoomEvent, current));
        for (const event of events) {
          // Attendance closes at the start: the full state then has the session's final participants.
          if (event.type === 'AUCTION_STARTED') rejoin();
          // The end is read whole: the final standings are the server's, whatever this page missed (decision 110).
          if (event.type === 'AUCTION_STOPPED') {
            window.clearTimeout(endTimer);
            endTimer = window.setTimeout(() => resyncRef.current(), Math.random() * END_RESYNC_SPREAD_MS);
          }
          onEventRef.current?.(event);
        }
      };
      // A participant's shared LEADERBOARD waits for its YOUR_STANDING (the next event), and the two
      // are applied together: the table never shows a moment without the '(You)' row.
      let held: { event: RoomEvent; timer: number } | null = null;
      const takeHeld = (): RoomEvent[] => {
        if (!held) return [];
        window.clearTimeout(held.timer);
        const { event } = held;
        held = null;
        return [event];
      };
      const handle = (event: RoomEvent) => {
        if (event.payload.auctionId !== auctionId) return;
        const serverNow = serverNowOf(event);
        if (serverNow) setOffsetMs(offsetFromServerNow(serverNow, Date.now()));
        if (event.type === 'PRESENCE' && event.payload.invitationIds) setPresent(event.payload.invitationIds);
        const before = takeHeld();
        if (waitsForOwnStanding(stateRef.current, event)) {
          if (before.length > 0) apply(before);
          held = { event, timer: window.setTimeout(() => apply(takeHeld()), OWN_STANDING_WAIT_MS) };
          return;
        }
        apply([...before, event]);
      };
      const listeners = ROOM_EVENT_TYPES.map((type) => {
        const listener = (payload: RoomEvent['payload']) => handle({ type, payload } as RoomEvent);
        socket.on(type, listener);
        return () => socket.off(type, listener);
      });
      const onState = (next: AuctionRoomState) => next.auctionId === auctionId && receive(next);
      socket.on('AUCTION_STATE', onState);
      return () => {
        socket.off('AUCTION_STATE', onState);
        listeners.forEach((off) => off());
        takeHeld();
        window.clearTimeout(endTimer);
      };
    },
    leave: (socket) => socket.emit('LEAVE_AUCTION', { auctionId }),
  });
  resyncRef.current = resync;

  // When the countdown reaches zero the state is asked for again (docs/rules/auction.md#timer), and
  // again while it still says the moment has not come: a lost start, stop or end event cannot leave
  // the page at 00:00:00. A reconnect rejoins anyway; the offset is read when due, not as a trigger.
  const dueMs = state ? dueMomentMs(state) : null;
  useEffect(() => {
    if (!connected || dueMs === null) return;
    let attempt = 0;
    let timer = 0;
    const schedule = () => {
      // Up to half a second apart, so a room full of vendors does not ask at the same instant.
      const delay = dueReloadDelayMs(dueMs, Date.now() + offsetRef.current, attempt) + Math.random() * 500;
      timer = window.setTimeout(() => {
        attempt += 1;
        resync();
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [connected, dueMs, resync]);

  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const oldestSequence = state?.offerLog[0]?.sequence ?? null;
  const loadOlder = useCallback(
    (limit?: number) => {
      if (oldestSequence === null) return;
      setLoadingOlder(true);
      setOlderError(null);
      const payload = { auctionId, beforeSequence: oldestSequence, ...(limit ? { limit } : {}) };
      sendCommand((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('GET_OFFER_LOG_PAGE', payload))
        .catch((): Ack<AuctionOfferLogPage> => ({ errors: [{ param: null, msg: DEMO_ROOM_MSG.noAnswer }] }))
        .then((answer) => {
          if ('errors' in answer) setOlderError(answer.errors[0]?.msg ?? DEMO_ROOM_MSG.noAnswer);
          else setState((current) => (current && current.auctionId === answer.data.auctionId ? withOlderPage(current, answer.data) : current));
        })
        .finally(() => setLoadingOlder(false));
    },
    [auctionId, oldestSequence],
  );
  const olderOffers: OlderOffers = { hasOlder: state?.offerLogHasOlder ?? false, loading: loadingOlder, error: olderError, load: loadOlder };

  const offerInLog = useCallback((offer: AuctionOfferLogView) => {
    setState((current) => (current ? { ...current, offerLog: withOffer(current.offerLog, offer) } : current));
  }, []);

  const makeOffer = useCallback(
    async (input: MakeOfferInput): Promise<Ack<MakeOfferResult>> => {
      // Refused for an expired token: the sign-in is renewed and the same offer (same key) sent again.
      const command = { ...input, auctionId };
      const answer = await sendCommand((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('MAKE_OFFER', command)).catch(() => NO_ANSWER);
      if ('data' in answer) {
        const { offer, state: board } = answer.data;
        setState((current) => {
          if (!current) return current;
          const log = withOffer(current.offerLog, offer);
          return board.sequence >= current.sequence ? { ...current, ...board, offerLog: log } : { ...current, offerLog: log };
        });
      }
      return answer;
    },
    [auctionId],
  );

  /** A disqualification command; its answer's offer goes into the log at once (the event brings the same). */
  const decide = useCallback(
    async (send: (socket: AppSocket) => Promise<Ack<{ offer: AuctionOfferLogView }>>): Promise<Ack<{ offer: AuctionOfferLogView }>> => {
      const answer = await sendCommand(send).catch(() => NO_ANSWER);
      if ('data' in answer) offerInLog(answer.data.offer);
      return answer;
    },
    [offerInLog],
  );
  const requestDisqualification = useCallback(
    (input: Omit<DisqualificationInput, 'auctionId'>) => decide((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('REQUEST_DISQUALIFICATION', { ...input, auctionId })),
    [decide, auctionId],
  );
  const disqualifyOffer = useCallback(
    (input: Omit<DisqualificationInput, 'auctionId'>) => decide((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('DISQUALIFY_OFFER', { ...input, auctionId })),
    [decide, auctionId],
  );
  const declineDisqualification = useCallback(
    (input: Omit<DeclineDisqualificationInput, 'auctionId'>) => decide((socket) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck('DECLINE_DISQUALIFICATION', { ...input, auctionId })),
    [decide, auctionId],
  );

  return { state, olderOffers, offsetMs, connected, reconnecting, error, clockWrong, presentInvitationIds, makeOffer, requestDisqualification, disqualifyOffer, declineDisqualification };
}
