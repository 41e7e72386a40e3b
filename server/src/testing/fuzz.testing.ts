import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Db } from '../db/client';

// Shared by the fuzz and tenant-sweep tests (decisions 143-145): fast-check arbitraries derived from
// the domain's zod schemas, hostile values, the answer checks and a fingerprint of the database.

/** The seed of every fuzz run: fixed and printed; the test files let FUZZ_SEED=… override it to reproduce a CI failure. */
export const DEFAULT_FUZZ_SEED = 20_251_301;

type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: Array<{ _zod: { def: { check: string; format?: string; value?: unknown; minimum?: number; maximum?: number } } }>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Ids the arbitraries put in uuid fields: real rows of the test's data, by field name first. */
export interface IdPool {
  byName: Record<string, string[]>;
  any: string[];
}

const EMPTY_POOL: IdPool = { byName: {}, any: [] };

function uuidFor(name: string | undefined, pool: IdPool): fc.Arbitrary<string> {
  const named = name ? pool.byName[name] : undefined;
  const choices: Array<fc.Arbitrary<string>> = [fc.uuid()];
  if (pool.any.length) choices.push(fc.constantFrom(...pool.any));
  if (named?.length) choices.push(fc.constantFrom(...named), fc.constantFrom(...named));
  return fc.oneof(...choices);
}

function stringFor(def: Def, name: string | undefined, pool: IdPool): fc.Arbitrary<string> {
  const format = def.format ?? def.checks?.find((c) => c._zod.def.check === 'string_format')?._zod.def.format;
  if (format === 'uuid' || format === 'guid') return uuidFor(name, pool);
  if (format === 'email') return fc.emailAddress();
  if (format === 'datetime' || format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => (format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
  const named = name ? pool.byName[name] : undefined;
  if (named?.length) return fc.oneof(fc.constantFrom(...named), fc.string({ maxLength: 12 }));
  // Numbers as text (money, quantities), words, and anything.
  return fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }).map(String), fc.constantFrom('PT Maju', 'Laptop', '10', '1,000,000.00', 'id', 'en'), fc.string({ maxLength: 16 }));
}

/**
 * Values a client following `schema` would send (mostly valid: refinements and patterns are not
 * solved, so some are refused too), uuid fields filled from `pool` so handlers reach real rows.
 */
export function arbitraryOf(schema: z.ZodType, pool: IdPool = EMPTY_POOL, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(null);
  const next = (s: z.ZodType, n = name) => arbitraryOf(s, pool, n, depth + 1);
  switch (def.type) {
    case 'string':
      return stringFor(def, name, pool);
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double({ min: 0, max: 1e9, noNaN: true }));
    case 'int':
    case 'bigint':
      return fc.integer({ min: -5, max: 1_000 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType!);
    case 'pipe':
      // The client sends what the first schema reads; a transform as `in` has no input type of its own.
      return defOf(def.in!).type === 'transform' ? next(def.out!) : next(def.in!);
    case 'union':
      return fc.oneof(...def.options!.map((o) => next(o)));
    case 'array':
      return fc.array(next(def.element!), { minLength: 1, maxLength: 3 });
    case 'object': {
      const keys = Object.keys(def.shape!);
      return fc.record(Object.fromEntries(keys.map((k) => [k, next(def.shape![k]!, k)])), { requiredKeys: keys }).map((v) => {
        // Absent rather than undefined, as JSON sends it.
        for (const k of Object.keys(v)) if (v[k] === undefined) delete v[k];
        return v;
      });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), next(def.valueType!), { maxKeys: 3 });
    case 'lazy':
      return next(def.getter!());
    default:
      // unknown, any, custom, transform: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// Built once: large values cost time to generate and to send.
export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);
const HUNDRED_THOUSAND = Array.from({ length: 100_000 }, (_, i) => i);
const HUNDRED_THOUSAND_IDS = Array.from({ length: 100_000 }, () => '6f1c2a8e-0000-4000-8000-000000000000');
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Generic hostile values: wrong types, edge numbers, text that breaks naive code, huge and deep values. */
export const HOSTILE_CONSTANTS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  -0.001,
  1.5,
  1e30,
  Number('123456789012345678901234567890'),
  -1e30,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  1e-30,
  '',
  ' ',
  '   \t ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '0',
  '-1',
  '-5000000.00',
  '123456789012345678901234567890',
  '123456789012345678901234567890.123456789',
  '1,2,3',
  '1.2.3',
  '١٢٣',
  '1e5',
  "'; drop table accounts; --",
  "' OR '1'='1",
  '"; select pg_sleep(1); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%',
  '\\',
  'a\u0000b',
  '\u001b[31m',
  '\u202eevil',
  '\ud800',
  '😀'.repeat(300),
  'ß'.repeat(5000),
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-000000000000',
  '{6F1C2A8E-1B2C-4D3E-8F90-A1B2C3D4E5F6}',
  '6F1C2A8E-1B2C-4D3E-8F90-A1B2C3D4E5F6',
  '6f1c2a8e1b2c4d3e8f90a1b2c3d4e5f6',
  '2024-02-30T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '2024-01-01',
  [],
  {},
  [null],
  [{}],
  ['a', 1, null, {}],
  { $gt: '' },
  { length: 1e9 },
  { toString: 'x', valueOf: 1 },
  nested(40),
  HUNDRED_THOUSAND,
  HUNDRED_THOUSAND_IDS,
  ONE_MEGABYTE,
];

/** A hostile value: one of the constants or a random JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Keys that attack object handling; sent inside raw JSON so they arrive as own properties. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '$where', 'a.b', '0'] as const;

/** JSON text of `value` with `key: inner` added as an own property (JSON.stringify drops a literal __proto__). */
export function withRawKey(value: unknown, key: string, inner: unknown): string {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : '{}';
  const member = `${JSON.stringify(key)}:${JSON.stringify(inner) ?? 'null'}`;
  return base === '{}' ? `{${member}}` : `{${member},${base.slice(1)}`;
}

/** A request body: a valid-shaped one with fields replaced, added or hostile keys, or hostile as a whole. */
export function bodyArbitrary(schema: z.ZodType | undefined, pool: IdPool): fc.Arbitrary<{ json?: unknown; raw?: string; label: string }> {
  const shaped = schema ? arbitraryOf(schema, pool) : fc.jsonValue({ maxDepth: 2 });
  const replaced = fc.tuple(shaped, fc.array(hostileValue, { minLength: 1, maxLength: 2 }), fc.nat()).map(([value, hostiles, pick]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { json: hostiles[0], label: 'hostile body' };
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    hostiles.forEach((h, i) => {
      const key = keys.length ? keys[(pick + i) % keys.length]! : 'field';
      copy[key] = h;
    });
    return { json: copy, label: `fields ${hostiles.length} hostile` };
  });
  return fc.oneof(
    { weight: 2, arbitrary: shaped.map((json) => ({ json, label: 'shaped' })) },
    { weight: 4, arbitrary: replaced },
    { weight: 1, arbitrary: fc.tuple(shaped, fc.constantFrom(...HOSTILE_KEYS), hostileValue).map(([v, k, h]) => ({ raw: withRawKey(v, k, h && typeof h === 'object' ? h : { polluted: h }), label: `key ${k}` })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json, label: 'whole body hostile' })) },
  );
}

/** Raw bodies and content types that no JSON route should choke on. */
export const RAW_BODIES: ReadonlyArray<{ payload: string; contentType: string; label: string }> = [
  { payload: '{', contentType: 'application/json', label: 'truncated JSON' },
  { payload: '{"a":', contentType: 'application/json', label: 'truncated member' },
  { payload: 'nul', contentType: 'application/json', label: 'bad literal' },
  { payload: '', contentType: 'application/json', label: 'empty JSON body' },
  { payload: 'null', contentType: 'application/json', label: 'null body' },
  { payload: '"text"', contentType: 'application/json', label: 'string body' },
  { payload: '12345678901234567890123456789012345', contentType: 'application/json', label: 'number body' },
  { payload: '[1,2,3]', contentType: 'application/json', label: 'array body' },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json', label: '__proto__' },
  { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json', label: 'constructor.prototype' },
  { payload: '\ufeff{}', contentType: 'application/json', label: 'BOM' },
  { payload: '['.repeat(100_000) + ']'.repeat(100_000), contentType: 'application/json', label: 'nested 100k deep' },
  { payload: `{"a":"${'x'.repeat(2_500_000)}"}`, contentType: 'application/json', label: 'over the body limit' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', label: 'form encoded' },
  { payload: 'plain words', contentType: 'text/plain', label: 'text/plain' },
  { payload: '<a>1</a>', contentType: 'application/xml', label: 'xml' },
  { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', contentType: 'multipart/form-data', label: 'multipart without boundary' },
  { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x', label: 'multipart field' },
  { payload: '{}', contentType: 'application/json; charset=utf-16', label: 'utf-16 charset' },
  { payload: '{}', contentType: 'application/json, text/plain', label: 'two content types' },
];

/** Path parameter values: real ids, and hostile text (URL-encoded by the caller). */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'x',
    '0',
    '-1',
    'null',
    'undefined',
    '00000000-0000-0000-0000-000000000000',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '6F1C2A8E-1B2C-4D3E-8F90-A1B2C3D4E5F6',
    "1' OR '1'='1",
    '..',
    '../..',
    '%',
    '<script>',
    '__proto__',
    'constructor',
    '😀',
    'a'.repeat(99),
    'a'.repeat(5_000),
    '123456789012345678901234567890',
    ' ',
  ),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.uuid(),
);

/** Why an answer breaks the contract, or null: no 5xx, and every 4xx is the envelope `{ errors: [{ param, msg }] }`. */
export function answerProblem(status: number, body: unknown): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  const errors = (body as { errors?: unknown })?.errors;
  if (!body || typeof body !== 'object' || !Array.isArray(errors) || errors.length === 0) return `not the envelope: ${JSON.stringify(body)?.slice(0, 200)}`;
  if (Object.keys(body).length !== 1) return `extra keys in the envelope: ${Object.keys(body).join(',')}`;
  for (const e of errors as Array<Record<string, unknown>>) {
    const paramOk = e.param === null || typeof e.param === 'string';
    if (!paramOk || typeof e.msg !== 'string' || e.msg.trim() === '') return `bad error entry: ${JSON.stringify(e).slice(0, 200)}`;
  }
  return null;
}

/** Parses an inject/fetch answer body as JSON, or keeps the text. */
export function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Tables a refused request may write by design: the attempt counters of the rate limits.
const WRITTEN_ON_REFUSAL = new Set(['rate_limits']);

/**
 * A fingerprint of every table of the database (row count and a sum of row hashes per table),
 * built from the catalogue, so a table added later is covered without listing it.
 */
export async function databaseFingerprint(db: Db): Promise<Map<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ name: string }> };
  const names = tables.rows.map((r) => r.name).filter((n) => !WRITTEN_ON_REFUSAL.has(n) && !n.startsWith('__drizzle'));
  const query = names.map((n) => `select '${n}' as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as print from "${n}" x`).join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ name: string; print: string }> };
  return new Map(result.rows.map((r) => [r.name, r.print]));
}

/**
 * The next transaction id the database will assign: a transaction that writes takes one, a read does
 * not. While it stands still nothing was written, so the full fingerprint is only taken when it moved
 * (on PostgreSQL other databases of the server move it too: the fingerprint then decides).
 */
export async function writeMark(db: Db): Promise<string> {
  const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`)) as unknown as { rows: Array<{ mark: string }> };
  return result.rows[0]!.mark;
}

/** Tracks the database across requests: `changes()` names the tables written since the previous call. */
export async function writeWatcher(db: Db): Promise<{ changes(): Promise<string[]> }> {
  let mark = await writeMark(db);
  let print = await databaseFingerprint(db);
  return {
    async changes() {
      const now = await writeMark(db);
      if (now === mark) return [];
      mark = now;
      const after = await databaseFingerprint(db);
      const changed = changedTables(print, after);
      print = after;
      return changed;
    },
  };
}

async function allRows(db: Db): Promise<Map<string, Set<string>>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ name: string }> };
  const names = tables.rows.map((r) => r.name).filter((n) => !WRITTEN_ON_REFUSAL.has(n) && !n.startsWith('__drizzle'));
  const query = names.map((n) => `select '${n}' as name, x::text as row from "${n}" x`).join(' union all ');
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ name: string; row: string }> };
  const rows = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  for (const r of result.rows) rows.get(r.name)!.add(r.row);
  return rows;
}

/**
 * Tracks every row across requests: `rowsChangedReferring(markers)` lists the rows added, changed or
 * removed since the previous call that hold one of `markers` (a tenant's ids), as `table: row`.
 */
export async function rowWatcher(db: Db): Promise<{ rowsChangedReferring(markers: readonly string[]): Promise<string[]> }> {
  let mark = await writeMark(db);
  let rows = await allRows(db);
  return {
    async rowsChangedReferring(markers) {
      const now = await writeMark(db);
      if (now === mark) return [];
      mark = now;
      const after = await allRows(db);
      const changed: string[] = [];
      const held = (row: string) => markers.find((m) => m.length >= 8 && row.includes(m));
      for (const [table, set] of after) {
        const before = rows.get(table) ?? new Set<string>();
        for (const row of set) if (!before.has(row) && held(row)) changed.push(`${table} (${held(row)}) +${row.slice(0, 200)}`);
        for (const row of before) if (!set.has(row) && held(row)) changed.push(`${table} (${held(row)}) -${row.slice(0, 200)}`);
      }
      rows = after;
      return changed;
    },
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n));
}

/** A fresh uuid (no row has it). */
export const unknownId = () => randomUUID();

/** Runs `items` a few at a time. */
export async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>, size = 4): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}
