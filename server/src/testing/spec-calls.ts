import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The calls the product specification lists (section 7 of each document in ../shared/spec), read from
// the documents themselves so that the contract test follows them (docs/rules/realtime-and-platform.md#api-contract).

export interface SpecCall {
  method: string;
  /** The path as the spec writes it, made absolute (`/api/secured/...` for the relative ones). */
  path: string;
  /** Method and path with every parameter as `{}`: what routes are compared by. */
  key: string;
  /** The spec document it comes from. */
  document: string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The specification beside the repository (CI clones it next to ../shared). */
export const SPEC_DIR = path.resolve(HERE, '../../../../shared/spec');
const DECISIONS = path.resolve(HERE, '../../../docs/decisions.md');

const CALL = /\b(GET|POST|PUT|PATCH|DELETE)\s+((?:\/|\.\.\.)[^\s,;|()]*|[a-z][\w-]*\/[^\s,;|()]*)/g;

/** `GET /api/x/{id}` and `GET /api/x/:id` compare equal: parameters become `{}`, a trailing slash and a query go. */
export function callKey(method: string, url: string): string {
  const bare = url.split('?')[0]!.replace(/\/+$/, '') || '/';
  return `${method} ${bare.replace(/\{[^}]*\}|:[A-Za-z_]\w*/g, '{}')}`;
}

/** The resource a `...` continuation is relative to: `/api/secured/x` of `/api/secured/x/y/{id}`. */
function resourceOf(absolute: string): string {
  const parts = absolute.split('/').filter(Boolean);
  return `/${parts.slice(0, parts[1] === 'secured' ? 3 : 2).join('/')}`;
}

/** Section 7 ("The calls it makes") of one document: from its heading to the next `## `. */
function callsSection(text: string): string {
  const start = text.search(/^## 7\. /m);
  if (start < 0) return '';
  const rest = text.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Every call section 7 of the three documents names, in order, without repeats. */
export function specCalls(dir = SPEC_DIR): SpecCall[] {
  const calls = new Map<string, SpecCall>();
  for (const document of fs.readdirSync(dir).filter((name) => name.endsWith('.md')).sort()) {
    let lastAbsolute = '/api/secured';
    for (const [, method, raw] of callsSection(fs.readFileSync(path.join(dir, document), 'utf8')).matchAll(CALL)) {
      const written = raw!.replace(/(?<=[^.])[.:]+$/, '');
      let absolute: string;
      if (written.startsWith('...')) absolute = `${resourceOf(lastAbsolute)}/${written.replace(/^\.\.\.\/?/, '')}`;
      else if (written.startsWith('/')) absolute = written;
      else absolute = `/api/secured/${written}`;
      absolute = absolute.split('?')[0]!.replace(/\/+$/, '');
      if (!written.startsWith('...')) lastAbsolute = absolute;
      const key = callKey(method!, absolute);
      if (!calls.has(key)) calls.set(key, { method: method!, path: absolute, key, document });
    }
  }
  return [...calls.values()];
}

/**
 * The calls docs/decisions.md records as deliberately not served, one per line written
 * `` - Not served: `METHOD /path` `` (with the reason after it).
 */
export function callsNotServed(file = DECISIONS): Set<string> {
  const keys = new Set<string>();
  for (const [, method, url] of fs.readFileSync(file, 'utf8').matchAll(/^\s*- Not served: `(GET|POST|PUT|PATCH|DELETE) ([^`]+)`/gm)) keys.add(callKey(method!, url!));
  return keys;
}
