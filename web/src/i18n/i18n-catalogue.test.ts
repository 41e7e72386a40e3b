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

/**
 * Indonesian texts that are the English ones on purpose: words Indonesian procurement users write as
 * they are, and that the catalogue keeps the same way everywhere, codes, a placeholder alone, and the
 * spec's own Indonesian. Any other Indonesian text equal to its English key was left untranslated.
 */
const SAME_IN_BOTH = new Set([
  'OK',
  'No.',
  'Status',
  'Total',
  'Subtotal',
  'Vendor',
  'PIC Vendor',
  'Email',
  'E-mail',
  // 'Nilai master', 'Daftar master': the catalogue writes master as it is.
  'Master',
  // 'Kunci tips', 'Terlalu banyak tips': likewise.
  'Tips: {{section}}',
  // 'Unduh ledger (JSON)', 'hash kepala': the evidence keeps its technical words.
  'Ledger',
  'Hash',
  // The negotiation's buttons and offer status: DEAL, TIDAK DEAL; 'Deal', 'Tidak Deal'.
  'DEAL',
  'Deal',
  '{{amount}}',
  'Password tidak sama',
]);

/**
 * English words with an Indonesian word the catalogue chose: an Indonesian text holding the English
 * one mixes the two (a chip reading Online beside Negosiasi Daring).
 */
const CHOSEN_TERMS: Array<[RegExp, string]> = [
  [/\bonline\b/i, 'daring'],
  [/\boffline\b/i, 'luring'],
  [/\bitems?\b/i, 'barang'],
  [/\bspectators?\b|\bpenonton\b/i, 'peninjau'],
];

/** The area files one by one: id.ts spreads them into one object, where a later file's text silently wins. */
const AREA_FILES = import.meta.glob<Record<string, Record<string, string>>>('./messages/**/*.id.ts', { eager: true });

describe('i18n catalogues', () => {
  it('have an Indonesian text for every literal key used in the pages', () => {
    const missing = literalKeys().filter((key) => !(key in id));
    expect(missing).toEqual([]);
  });

  it('keep the spec text Password tidak sama in Indonesian too', () => {
    expect(id['Password tidak sama']).toBe('Password tidak sama');
  });

  it('translate every text, except the few kept the same on purpose', () => {
    const untranslated = Object.entries(id)
      .filter(([key, value]) => key === value && !SAME_IN_BOTH.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
    // The list holds only texts still kept the same, so a later translation takes its entry out.
    for (const key of SAME_IN_BOTH) expect(id[key as keyof typeof id], key).toBe(key);
  });

  it('give a text one Indonesian text in every area file', () => {
    const seen = new Map<string, Set<string>>();
    for (const module of Object.values(AREA_FILES)) {
      for (const catalogue of Object.values(module)) {
        for (const [key, value] of Object.entries(catalogue)) seen.set(key, (seen.get(key) ?? new Set()).add(value));
      }
    }
    expect(Object.keys(AREA_FILES).length).toBeGreaterThan(20);
    const differing = [...seen].filter(([, values]) => values.size > 1).map(([key, values]) => `${key}: ${[...values].join(' | ')}`);
    expect(differing).toEqual([]);
  });

  it('use the Indonesian word the catalogue chose, not the English one', () => {
    const mixed: string[] = [];
    for (const [key, value] of Object.entries(id)) {
      const text = value.replace(/\{\{\w+\}\}|\{\w+\}/g, '');
      for (const [english, indonesian] of CHOSEN_TERMS) if (english.test(text)) mixed.push(`${key}: ${value} (${indonesian})`);
    }
    expect(mixed).toEqual([]);
    expect(id.Online).toBe('Daring');
    expect(id.Offline).toBe('Luring');
  });

  it('have no empty Indonesian text and keep every placeholder', () => {
    for (const [key, value] of Object.entries(id)) {
      expect(value.trim(), key).not.toBe('');
      for (const placeholder of key.match(/\{\{\w+\}\}|<\/?b>/g) ?? []) expect(value, key).toContain(placeholder);
    }
  });
});
