import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { joinDemoRoomSchema, submitDemoOfferSchema } from '@procura/domain/demo-room/demo-room.schemas';
import type { AppContext } from '../../platform/context';
import type { RealtimeServer, RealtimeSocket } from '../../platform/realtime/realtime';
import { onDisconnect, onPublicCommand, onSignal } from '../../platform/realtime/realtime-commands';
import { announcePresence, DEMO_ROOM, setDemoName } from './demo-room.presence';
import { recordDemoOffer } from './demo-room.service';
import { perSocketLimit } from './socket-rate-limit';

export const DEMO_ROOM_LIMITS = {
  offers: { max: 10, windowMs: 10_000 },
  joins: { max: 10, windowMs: 60_000 },
} as const;

/** The demo room's realtime side: joining, leaving and live offers, registered once for the server. */
export function registerDemoRoomSocket(io: RealtimeServer, ctx: AppContext): void {
  const mayOffer = perSocketLimit(ctx.clock, DEMO_ROOM_LIMITS.offers.max, DEMO_ROOM_LIMITS.offers.windowMs);
  const mayJoin = perSocketLimit(ctx.clock, DEMO_ROOM_LIMITS.joins.max, DEMO_ROOM_LIMITS.joins.windowMs);

  // Who a connection joined as belongs to that socket only: it lives in its data (demoUsername).
  const leave = (socket: RealtimeSocket) => {
    const username = socket.data.demoUsername;
    if (username === undefined) return;
    setDemoName(socket.data, undefined);
    void socket.leave(DEMO_ROOM);
    announcePresence(io, ctx, 'DEMO_USER_LEFT', username, socket.id);
  };

  // Anyone may use the demo room: its commands need no account.
  onPublicCommand(
    io,
    ctx.log,
    'JOIN_DEMO_ROOM',
    joinDemoRoomSchema,
    ({ username }, _user, socket) => {
      // Joining again under the same name (a repeated click) announces nothing new.
      const previous = socket.data.demoUsername;
      if (previous !== username) {
        setDemoName(socket.data, username);
        void socket.join(DEMO_ROOM);
        if (previous !== undefined) announcePresence(io, ctx, 'DEMO_USER_LEFT', previous, socket.id);
        announcePresence(io, ctx, 'DEMO_USER_JOINED', username, socket.id);
      }
      return { username };
    },
    { refuse: (socket) => (mayJoin(socket) ? null : DEMO_ROOM_MSG.tooManyJoins) },
  );

  onSignal(io, 'LEAVE_DEMO_ROOM', leave);
  // After a disconnect the socket is out of every room already; the others still hear of it.
  onDisconnect(io, (socket) => leave(socket));

  onPublicCommand(
    io,
    ctx.log,
    'SUBMIT_DEMO_OFFER',
    submitDemoOfferSchema,
    async ({ price }, _user, socket) => {
      const offer = await recordDemoOffer(ctx, { username: socket.data.demoUsername!, price });
      // Stored first, then broadcast: through the adapter this reaches every node's members.
      io.to(DEMO_ROOM).emit('NEW_DEMO_OFFER', offer);
      return offer;
    },
    { refuse: (socket) => (socket.data.demoUsername === undefined ? DEMO_ROOM_MSG.joinFirst : mayOffer(socket) ? null : DEMO_ROOM_MSG.tooManyOffers) },
  );
}
