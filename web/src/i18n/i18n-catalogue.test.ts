import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { id } from './id';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    // Tests (component tests included) hold the texts of both languages, not keys.
    return /\.tsx?$/.test(name) && !/\.(test|testing)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Literal keys passed to t('…'), Trans i18nKey="…" or declared as label, title or text data. */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g)) keys.add(match[2]!.replace(/\\'/g, "'"));
    for (const match of text.matchAll(/i18nKey="([^"]+)"/g)) keys.add(match[1]!);
    // Toasts take a catalogue key too.
    for (const match of text.matchAll(/\bnotify\(\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g)) keys.add(match[2]!.replace(/\\'/g, "'"));
    // Menu labels, page titles and card texts are declared as data and translated where shown.
    for (const match of text.matchAll(/\b(?:label|title|text):\s*'([^']+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/\btitle="([^"]+)"/g)) keys.add(match[1]!);
  }
  return [...keys];
}

describe('i18n catalogues', () => {
  it('have an Indonesian text for every literal key used in the pages', () => {
    const missing = literalKeys().filter((key) => !(key in id));
    expect(missing).toEqual([]);
  });

  it('keep the spec text Password tidak sama in Indonesian too', () => {
    expect(id['Password tidak sama']).toBe('Password tidak sama');
  });

  it('have no empty Indonesian text and keep every placeholder', () => {
    for (const [key, value] of Object.entries(id)) {
      expect(value.trim(), key).not.toBe('');
      for (const placeholder of key.match(/\{\{\w+\}\}|<\/?b>/g) ?? []) expect(value, key).toContain(placeholder);
    }
  });
});
