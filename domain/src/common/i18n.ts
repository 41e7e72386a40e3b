/** Languages the product speaks. English is the default (the spec's "US"). */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A text in every language the product speaks. */
export interface Labels {
  en: string;
  id: string;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
