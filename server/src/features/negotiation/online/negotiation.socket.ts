import { joinNegotiationSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { negotiationRoom } from '@procura/domain/negotiation/negotiation.events';
import type { AppContext } from '../../../platform/context';
import { SHUTTING_DOWN, type RealtimeServer } from '../../../platform/realtime/realtime';
import { onCommand, onDisconnect } from '../../../platform/realtime/realtime-commands';
import { requireNegotiationViewer } from '../negotiation-access';
import { recordSpectatorJoin } from '../spectators/spectator.service';
import { announceSpectators, negotiationRoomState } from './negotiation-room.service';

/** The negotiation ids a socket watches as a spectator, read from its rooms. */
function watchedIn(rooms: ReadonlySet<string>): string[] {
  return [...rooms].flatMap((room) => {
    const match = /^negotiation-spectator:(.+)$/.exec(room);
    return match ? [match[1]!] : [];
  });
}

// A spectator's socket also sits in a marker room, so its leaving (or disconnect) is told to the room.
const spectatorMarker = (negotiationId: string) => `negotiation-spectator:${negotiationId}`;

/**
 * The negotiation room (docs/rules/negotiation.md#contract), registered once for the server: JOIN_NEGOTIATION after the
 * access check (the two parties and invited spectators; anyone else 404 and no room), answered with the viewer's state;
 * LEAVE_NEGOTIATION; SPECTATOR_LIST when a spectator comes or goes.
 */
export function registerNegotiationSocket(io: RealtimeServer, ctx: AppContext): void {
  onCommand(io, ctx.log, 'JOIN_NEGOTIATION', joinNegotiationSchema, async ({ negotiationId }, user, socket) => {
    const access = await requireNegotiationViewer(ctx.db, user, negotiationId);
    await socket.join(access.viewer === 'spectator' ? [negotiationRoom(negotiationId), spectatorMarker(negotiationId)] : negotiationRoom(negotiationId));
    if (access.viewer === 'spectator') {
      // Kept before the answer, so the minutes name every spectator whose join was acknowledged.
      await recordSpectatorJoin(ctx, negotiationId, user.id);
      announceSpectators(io, ctx, negotiationId);
    }
    return negotiationRoomState(ctx, io, access);
  }, { limit: 'join' });

  onCommand(io, ctx.log, 'LEAVE_NEGOTIATION', joinNegotiationSchema, async ({ negotiationId }, _user, socket) => {
    const wasSpectator = watchedIn(socket.rooms).includes(negotiationId);
    await Promise.all([socket.leave(negotiationRoom(negotiationId)), socket.leave(spectatorMarker(negotiationId))]);
    if (wasSpectator) announceSpectators(io, ctx, negotiationId);
    return { negotiationId };
  }, { limit: 'room' });

  onDisconnect(io, (_socket, reason, rooms) => {
    if (reason === SHUTTING_DOWN) return;
    for (const negotiationId of watchedIn(rooms)) announceSpectators(io, ctx, negotiationId);
  });
}
