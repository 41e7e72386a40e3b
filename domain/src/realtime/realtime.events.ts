/** Events the server sends to browsers. Declared once; server and web both compile against it. */
export interface ServerToClientEvents {
  pong: (payload: { serverNow: string }) => void;
}

/** Events browsers send to the server. */
export interface ClientToServerEvents {
  ping: () => void;
}
