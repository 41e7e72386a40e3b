// Names printed in the minutes and reports lose bidi control characters (docs/decisions.md 239), as
// file names do: 'PT Maju\u202Ekbt' (a right-to-left override) would print as 'PT Majutbk', and an
// override or isolate left open can reorder the text printed after it. The embeddings, overrides and
// pop (U+202A-202E) and the isolates (U+2066-2069) are removed; every letter (Arabic and Hebrew ones
// included) and the marks U+200E/U+200F, which reorder nothing beyond themselves, are kept.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidi embedding, override and isolate characters (docs/decisions.md 239). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
