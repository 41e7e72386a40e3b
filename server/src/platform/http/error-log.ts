// What of an error may reach the log. A database error carries the failed statement's parameters
// (drizzle puts them in its message: password hashes, e-mails, tokens, file contents), and
// PostgreSQL's `detail` repeats key values, so neither is ever logged: only the SQLSTATE code,
// the server's message with quoted values masked, the error's type and its stack frames.

/** SQLSTATE codes are five characters: '22021' invalid byte sequence, '23505' unique violation, … */
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface DatabaseErrorFacts {
  code: string;
  message: string;
}

/** The PostgreSQL error inside an error (drizzle wraps it as `cause`), or null if there is none. */
export function databaseErrorOf(error: unknown): DatabaseErrorFacts | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return { code, message: current.message };
  }
  return null;
}

/** Class 22 is "data exception": the input could not be stored (U+0000, too long, out of range). */
export function isBadInputDatabaseError(facts: DatabaseErrorFacts): boolean {
  return facts.code.startsWith('22');
}

// The database cannot be reached now (stopped, restarting, failing over, out of connections): class
// 08 connection exceptions, 57P01-57P03 (shut down, crashed, starting or stopping), 53300 too many
// connections, the socket errors of a connection attempt, and node-postgres's own words for a
// connection lost mid-query (those carry no code).
const UNAVAILABLE_SQLSTATE = /^(08|57P0[123]$|53300$)/;
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** Whether an error (or its cause) says the database is unreachable for now: the request may succeed later (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATE.test(code) ? UNAVAILABLE_SQLSTATE.test(code) : UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}

// `invalid input syntax for type uuid: "abc"` names the value after a colon; constraint and
// column names are quoted without one and stay readable.
const maskValues = (message: string) => message.replace(/: "(?:[^"\\]|\\.)*"/g, ': "…"');

interface SafeErrorLog {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The pino serializer for `err`: used by every logger of the server, so no call site can leak. */
export function serializeErrorSafely(error: unknown): SafeErrorLog {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const database = databaseErrorOf(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  if (database) return { type: 'DatabaseError', code: database.code, message: maskValues(database.message), stack: frames };
  const code = (error as { code?: unknown }).code;
  // A failed query without a SQLSTATE (a dropped connection): its own message lists the parameters.
  const message = 'params' in error ? (error.cause instanceof Error ? error.cause.message : 'Query failed') : error.message;
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}), message: maskValues(message), stack: frames };
}
