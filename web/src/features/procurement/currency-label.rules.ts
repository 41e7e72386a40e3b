/**
 * How a currency is named wherever the buyer reads or picks it (the New Initiation and Edit
 * Procurement Info selects, the Procurement Info card): its code, which the amounts carry
 * (`1,234.00 IDR`), and its name in the reader's language, so one currency has one label.
 */
export function currencyLabel(code: string, name: string | undefined): string {
  return name && name !== code ? `${code} - ${name}` : code;
}
