import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zodIssuesToErrors } from './errors';
import { exportedObjectSchemas, textFieldsOf, valueAt } from './schema-text-fields';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacters, requiredText } from './text.schemas';

const DOMAIN_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the control-character rule', () => {
  it('refuses NUL and the other C0 controls and DEL, and allows line breaks only in multi-line text', () => {
    for (const bad of ['\u0000', '\u0001', '\u001b[31m', '\u007f']) {
      expect(hasForbiddenCharacters(`a${bad}b`)).toBe(true);
      expect(hasForbiddenCharacters(`a${bad}b`, { multiline: true })).toBe(true);
    }
    for (const lineBreak of ['\t', '\n', '\r\n']) {
      expect(hasForbiddenCharacters(`a${lineBreak}b`)).toBe(true);
      expect(hasForbiddenCharacters(`a${lineBreak}b`, { multiline: true })).toBe(false);
    }
    expect(hasForbiddenCharacters('PT Maju Jaya – Ñoño 你好 🙂')).toBe(false);
  });

  it('gives its message before the length or pattern messages of a text field', () => {
    const result = requiredText('Name', 3).safeParse('\u0000 far too long');
    expect(result.error?.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it('holds for every free-text field of every request schema in domain/', async () => {
    const files = fs.readdirSync(DOMAIN_SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.schemas.ts'));
    const missed: string[] = [];
    let checked = 0;
    for (const file of files) {
      const module = (await import(path.join(DOMAIN_SRC, file))) as Record<string, unknown>;
      for (const schema of exportedObjectSchemas(module)) {
        for (const field of textFieldsOf(schema).filter((f) => f.plain)) {
          checked += 1;
          const result = schema.safeParse(valueAt(field.path, 'a\u0000b'));
          const errors = result.success ? [] : zodIssuesToErrors(result.error.issues);
          const param = field.path.join('.');
          if (!errors.some((e) => e.param === param && e.msg === CONTROL_CHARACTER_MESSAGE)) missed.push(`${file} ${param}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(missed).toEqual([]);
  });
});
