import type { AppContext } from '../../platform/context';
import type { RealtimeServer } from '../../platform/realtime';

/** The demo room's realtime side: joining, leaving and live offers. */
export function registerDemoRoomSocket(_io: RealtimeServer, _ctx: AppContext): void {}
