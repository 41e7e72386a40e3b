import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import type { Secrets } from './secrets';

/** What every service needs, built once in app.ts and passed explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  secrets: Secrets;
  log: FastifyBaseLogger;
}
