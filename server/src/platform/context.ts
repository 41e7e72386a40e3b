import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Broadcaster } from './realtime/broadcaster';
import type { CommandLimiter } from './realtime/realtime-limits';
import type { ChangeFeed } from './change-feed';
import type { Clock } from './clock';
import type { Secrets } from './security/secrets';

/** What every service needs, built once in app.ts and passed explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Announces writes to every node (and hears theirs), for what a node keeps in memory. */
  changes: ChangeFeed;
  clock: Clock;
  secrets: Secrets;
  log: FastifyBaseLogger;
  /** Emits realtime events to rooms on every node; services call it after commit. */
  broadcast: Broadcaster;
  /** This node's token buckets of the live commands, shared by the socket dispatcher and their HTTP twins (decision 222). */
  limits: CommandLimiter;
}
