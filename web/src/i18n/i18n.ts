import { DEFAULT_LANGUAGE, type Language } from '@procura/domain/common/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from '../api/auth/token-storage';
import { numberedMessagesPostProcessor } from './numbered-messages';

// Keys are the English texts themselves (no key or namespace separators), so a server message,
// which is English, is translated by the same t(msg) call as any label. The Indonesian catalogue
// loads only for readers who chose it.
const initialLanguage = readStoredLanguage() ?? DEFAULT_LANGUAGE;

// A message not in the catalogue as it is may be a numbered server message ('… wait 14 minutes …').
void i18next.use(initReactI18next).use(numberedMessagesPostProcessor(i18next)).init({
  postProcess: ['numberedServerMessages'],
  // English needs no catalogue: the keys are the English texts.
  resources: { en: { translation: {} } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const i18n = i18next;

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const { id } = await import('./id');
  i18next.addResourceBundle('id', 'translation', id);
}

export function currentLanguage(): Language {
  return i18next.language === 'id' ? 'id' : 'en';
}

async function applyLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** Switches the language (loading its catalogue first) and remembers it for the next visit. */
export function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  return applyLanguage(language);
}

/** Resolves once the remembered language's catalogue is in place; the first render waits for it. */
export const i18nReady: Promise<void> = applyLanguage(initialLanguage).catch(() => undefined);
