import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { id } from './id';

// Whatever the server answers reaches the user through t(msg) (toasts, field errors, result
// dialogs), so every message the server or the domain can send needs an Indonesian text. The
// messages are collected from the sources, so a new message without Indonesian fails here.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Folders whose answers no user reads: test helpers, migrations, the development outbox (absent in
 * production) and the health checks (read by the load balancer).
 */
const NOT_FOR_USERS = new Set(['testing', 'migrations', 'dev-outbox', 'health']);

function sourceFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return NOT_FOR_USERS.has(name) ? [] : sourceFiles(full, keep);
    return keep(name) && !/\.test\.ts$|\.testing\.ts$/.test(name) ? [full] : [];
  });
}

/** Every string an object holds, however deep (message modules group their texts). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The texts of the domain's message modules (*.messages.ts) and the message constants of its rules
 * (PASSWORD_RULE_MESSAGE), as evaluated, so texts built from limits count too.
 */
async function domainMessageModules(): Promise<string[]> {
  const files = sourceFiles(path.join(REPO, 'domain/src'), (name) => /\.(messages|rules)\.ts$/.test(name));
  const texts: string[] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    const wholeModule = file.endsWith('.messages.ts');
    for (const [name, value] of Object.entries(module)) if (wholeModule || /_(MESSAGES?|MSG)$/.test(name)) texts.push(...stringsIn(value));
  }
  return texts;
}

const QUOTED = String.raw`'((?:[^'\\]|\\.)+)'`;
const unquote = (text: string) => text.replace(/\\'/g, "'");

/** Literal texts given to zod in the domain schemas and rules: `error: '…'`, `.min(1, '…')`, `.refine(…, '…')`. */
function domainSchemaLiterals(): string[] {
  const literals: string[] = [];
  for (const file of sourceFiles(path.join(REPO, 'domain/src'), (name) => /\.(schemas|rules)\.ts$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(new RegExp(String.raw`\b(?:error|message|msg):\s*` + QUOTED, 'g'))) literals.push(unquote(match[1]!));
    for (const match of text.matchAll(new RegExp(String.raw`\.(?:min|max|length|regex|refine|int|positive|nonnegative|email)\((?:[^()']|\([^()]*\))*,\s*` + QUOTED + String.raw`\s*\)`, 'g'))) {
      literals.push(unquote(match[1]!));
    }
    for (const match of text.matchAll(new RegExp(String.raw`export const [A-Z_]+_MESSAGE = ` + QUOTED + ';', 'g'))) literals.push(unquote(match[1]!));
  }
  return literals;
}

/**
 * The server's own texts: literals in `AppError.field(…, '…')` and `msg: '…'`, the values of its
 * `…_MESSAGES` objects, and text constants that an AppError is raised with.
 */
function serverLiterals(): string[] {
  const files = sourceFiles(path.join(REPO, 'server/src'), (name) => name.endsWith('.ts'));
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const all = texts.join('\n');
  const literals: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(new RegExp(String.raw`AppError\.field\(\s*[^,]+,\s*[^,]+,\s*` + QUOTED, 'g'))) literals.push(unquote(match[1]!));
    for (const match of text.matchAll(new RegExp(String.raw`\bmsg:\s*` + QUOTED, 'g'))) literals.push(unquote(match[1]!));
    for (const block of text.matchAll(/const [A-Z_]*MESSAGES = \{([^}]*)\}/g)) {
      for (const match of block[1]!.matchAll(new RegExp(String.raw`:\s*` + QUOTED, 'g'))) literals.push(unquote(match[1]!));
    }
    for (const match of text.matchAll(new RegExp(String.raw`const ([A-Z][A-Z_]+) = ` + QUOTED + ';', 'g'))) {
      if (new RegExp(String.raw`(?:AppError\.field\([^;]*|envelope\()\b${match[1]}\b`).test(all)) literals.push(unquote(match[2]!));
    }
  }
  return literals;
}

describe('server and domain messages', () => {
  it('are found in the sources (the collectors still match how messages are written)', async () => {
    expect(await domainMessageModules()).toEqual(expect.arrayContaining(['Delete failed', 'Password must be at least 8 characters and contain a letter and a number']));
    expect(domainSchemaLiterals()).toContain('Company type must be PT or CV');
    const server = serverLiterals();
    expect(server).toEqual(expect.arrayContaining(['Please complete your company onboarding first', 'Wrong password', 'Unauthorized']));
  });

  it('all have an Indonesian text', async () => {
    const messages = new Set([...(await domainMessageModules()), ...domainSchemaLiterals(), ...serverLiterals()]);
    const missing = [...messages].filter((message) => !(message in id));
    expect(missing).toEqual([]);
  });
});
