import type { Language } from '@procura/domain/common/i18n';
import { useTranslation } from 'react-i18next';

/** The chosen language, re-rendering the help content when it changes. */
export function useHelpLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'id' ? 'id' : 'en';
}
