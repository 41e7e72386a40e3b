import type { DataEnvelope, ErrorEnvelope } from '../common/errors';

/** The answer to a command sent over the socket: the same envelope as the HTTP API. */
export type Ack<T> = DataEnvelope<T> | ErrorEnvelope;
