import type { z } from 'zod';
import { AppError, type ErrorEnvelope } from '@procura/domain/common/errors';
import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { joinDemoRoomSchema, submitDemoOfferSchema, type DemoOffer, type JoinDemoRoomResult } from '@procura/domain/demo-room/demo-room.schemas';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import type { AppContext } from '../../platform/context';
import { envelope, parse } from '../../platform/http-errors';
import type { RealtimeServer } from '../../platform/realtime';
import { announcePresence, DEMO_ROOM, setDemoName } from './demo-room.presence';
import { recordDemoOffer } from './demo-room.service';
import { perSocketLimit } from './socket-rate-limit';

export const DEMO_ROOM_LIMITS = {
  offers: { max: 10, windowMs: 10_000 },
  joins: { max: 10, windowMs: 60_000 },
} as const;

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again in a moment.';

type Reply<T> = (answer: Ack<T>) => void;

/** Socket.IO passes the ack last; a client may omit the payload, the ack, or send junk in either place. */
function readCommand<T>(payload: unknown, ack: unknown): { payload: unknown; reply: Reply<T> } {
  if (typeof payload === 'function' && ack === undefined) return { payload: undefined, reply: payload as Reply<T> };
  return { payload, reply: typeof ack === 'function' ? (ack as Reply<T>) : () => undefined };
}

/** The HTTP parser's rules (object required, zod schema, envelope) for a socket payload. */
function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): { data: z.output<S> } | ErrorEnvelope {
  try {
    return { data: parse(schema, payload) };
  } catch (error) {
    if (error instanceof AppError) return error.toJSON();
    throw error;
  }
}

/** The demo room's realtime side: joining, leaving and live offers. */
export function registerDemoRoomSocket(io: RealtimeServer, ctx: AppContext): void {
  io.on('connection', (socket) => {
    // Who this connection joined as; it belongs to this socket only, so it lives with it.
    let joinedAs: string | null = null;
    const mayOffer = perSocketLimit(ctx.clock, DEMO_ROOM_LIMITS.offers.max, DEMO_ROOM_LIMITS.offers.windowMs);
    const mayJoin = perSocketLimit(ctx.clock, DEMO_ROOM_LIMITS.joins.max, DEMO_ROOM_LIMITS.joins.windowMs);

    const leave = () => {
      if (joinedAs === null) return;
      const username = joinedAs;
      joinedAs = null;
      setDemoName(socket.data, undefined);
      void socket.leave(DEMO_ROOM);
      announcePresence(io, ctx, 'DEMO_USER_LEFT', username, socket.id);
    };

    socket.on('JOIN_DEMO_ROOM', (rawPayload: unknown, rawAck: unknown) => {
      const { payload, reply } = readCommand<JoinDemoRoomResult>(rawPayload, rawAck);
      if (!mayJoin()) return reply(envelope(DEMO_ROOM_MSG.tooManyJoins));
      const parsed = parsePayload(joinDemoRoomSchema, payload);
      if ('errors' in parsed) return reply(parsed);
      const { username } = parsed.data;
      // Joining again under the same name (a repeated click) announces nothing new.
      if (joinedAs !== username) {
        const previous = joinedAs;
        joinedAs = username;
        setDemoName(socket.data, username);
        void socket.join(DEMO_ROOM);
        if (previous !== null) announcePresence(io, ctx, 'DEMO_USER_LEFT', previous, socket.id);
        announcePresence(io, ctx, 'DEMO_USER_JOINED', username, socket.id);
      }
      reply({ data: { username } });
    });

    socket.on('LEAVE_DEMO_ROOM', leave);
    // After 'disconnect' the socket is out of every room already; the others still hear of it.
    socket.on('disconnect', leave);

    socket.on('SUBMIT_DEMO_OFFER', (rawPayload: unknown, rawAck: unknown) => {
      const { payload, reply } = readCommand<DemoOffer>(rawPayload, rawAck);
      if (joinedAs === null) return reply(envelope(DEMO_ROOM_MSG.joinFirst));
      if (!mayOffer()) return reply(envelope(DEMO_ROOM_MSG.tooManyOffers));
      const parsed = parsePayload(submitDemoOfferSchema, payload);
      if ('errors' in parsed) return reply(parsed);
      recordDemoOffer(ctx, { username: joinedAs, price: parsed.data.price })
        .then((offer) => {
          // Stored first, then broadcast: through the adapter this reaches every node's members.
          io.to(DEMO_ROOM).emit('NEW_DEMO_OFFER', offer);
          reply({ data: offer });
        })
        .catch((error: unknown) => {
          ctx.log.error({ err: error }, 'demo room offer failed');
          reply(envelope(GENERIC_FAILURE));
        });
    });
  });
}
