import type { DemoOffer, JoinDemoRoomResult } from '@procura/domain/demo-room/demo-room.schemas';
import { http } from '../../api/http-client';

// The demo room needs no account: its calls never carry or refresh a token.
export function joinDemoRoom(username: string): Promise<JoinDemoRoomResult> {
  return http.post<JoinDemoRoomResult>('/api/room/join', { username }, { auth: false });
}

/** The newest offers first. */
export function fetchDemoOffers(): Promise<DemoOffer[]> {
  return http.get<DemoOffer[]>('/api/room/fetch_offer', { auth: false });
}
