// The import's row messages are built on the server from parts ('Row 3: Item code is required');
// they are translated part by part so each part is a catalogue key.

type Translate = (key: string, values?: Record<string, string | number>) => string;

const PATTERNS: Array<{ pattern: RegExp; render: (match: RegExpExecArray, t: Translate) => string }> = [
  { pattern: /^Row (\d+): (.+)$/s, render: (m, t) => t('Row {{row}}: {{message}}', { row: m[1]!, message: translateImportMessage(m[2]!, t) }) },
  { pattern: /^Column "(.+)" is missing from the first row$/, render: (m, t) => t('Column "{{column}}" is missing from the first row', { column: t(m[1]!) }) },
  { pattern: /^(\d+) more problems are not listed; please fix the rows above and import again$/, render: (m, t) => t('{{count}} more problems are not listed; please fix the rows above and import again', { count: Number(m[1]) }) },
  { pattern: /^(.+) is required$/, render: (m, t) => t('{{column}} is required', { column: t(m[1]!) }) },
];

/** One message of a refused import in the reader's language. */
export function translateImportMessage(message: string, t: Translate): string {
  for (const { pattern, render } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(match, t);
  }
  return t(message);
}

/** The column names the server puts in import messages ('Item code is required'). */
export const IMPORT_COLUMN_LABELS = [
  'Item code',
  'Item name',
  'PR number',
  'PR line',
  'Needed qty',
  'Minimal capable qty',
  'UOM',
  'Estimated price per unit',
  'Specification',
  'Subtotal',
] as const;
