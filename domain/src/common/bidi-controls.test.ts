import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from './bidi-controls';

// docs/decisions.md 239: names printed in the minutes and reports lose bidi control characters.

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('withoutBidiControls', () => {
  it('removes each of the nine embedding, override and isolate characters, wherever it stands', () => {
    for (const control of CONTROLS) {
      expect(withoutBidiControls(`${control}PT Maju${control}kbt${control}`), `U+${control.codePointAt(0)!.toString(16).toUpperCase()}`).toBe('PT Majukbt');
    }
    expect(withoutBidiControls(CONTROLS.join(''))).toBe('');
    expect(withoutBidiControls(`invoice${CONTROLS.join('x')}fdp`)).toBe('invoicexxxxxxxxfdp');
  });

  it('keeps every other text: Latin, Arabic and Hebrew letters, emoji, marks and spacing', () => {
    for (const text of ['PT Bäckerei & Co.', 'شركة النور', 'חברת אור בע"מ', 'CV Maju 🚀 Jaya 👩‍💻', 'abc\u200Fdef\u200E\u061C', 'Baris 1\nBaris 2\t', '', '\u2029\u2065\u206A\u2029']) {
      expect(withoutBidiControls(text)).toBe(text);
    }
  });
});
