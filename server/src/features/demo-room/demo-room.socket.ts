import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { joinDemoRoomSchema, submitDemoOfferSchema } from '@procura/domain/demo-room/demo-room.schemas';
import type { AppContext } from '../../platform/context';
import type { RealtimeServer } from '../../platform/realtime/realtime';
import { onPublicCommand } from '../../platform/realtime/realtime-commands';
import { announcePresence, DEMO_ROOM, setDemoName } from './demo-room.presence';
import { recordDemoOffer } from './demo-room.service';
import { perSocketLimit } from './socket-rate-limit';

export const DEMO_ROOM_LIMITS = {
  offers: { max: 10, windowMs: 10_000 },
  joins: { max: 10, windowMs: 60_000 },
} as const;

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

    // Anyone may use the demo room: its commands need no account.
    onPublicCommand(
      socket,
      ctx.log,
      'JOIN_DEMO_ROOM',
      joinDemoRoomSchema,
      ({ username }) => {
        // Joining again under the same name (a repeated click) announces nothing new.
        if (joinedAs !== username) {
          const previous = joinedAs;
          joinedAs = username;
          setDemoName(socket.data, username);
          void socket.join(DEMO_ROOM);
          if (previous !== null) announcePresence(io, ctx, 'DEMO_USER_LEFT', previous, socket.id);
          announcePresence(io, ctx, 'DEMO_USER_JOINED', username, socket.id);
        }
        return { username };
      },
      { refuse: () => (mayJoin() ? null : DEMO_ROOM_MSG.tooManyJoins) },
    );

    socket.on('LEAVE_DEMO_ROOM', leave);
    // After 'disconnect' the socket is out of every room already; the others still hear of it.
    socket.on('disconnect', leave);

    onPublicCommand(
      socket,
      ctx.log,
      'SUBMIT_DEMO_OFFER',
      submitDemoOfferSchema,
      async ({ price }) => {
        const offer = await recordDemoOffer(ctx, { username: joinedAs!, price });
        // Stored first, then broadcast: through the adapter this reaches every node's members.
        io.to(DEMO_ROOM).emit('NEW_DEMO_OFFER', offer);
        return offer;
      },
      { refuse: () => (joinedAs === null ? DEMO_ROOM_MSG.joinFirst : mayOffer() ? null : DEMO_ROOM_MSG.tooManyOffers) },
    );
  });
}
