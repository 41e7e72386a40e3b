import { readStoredLanguage } from '../../api/auth/token-storage';
import { changeLanguage } from '../../i18n/i18n';

/**
 * Masuk and Daftar lead from the Indonesian landing page into the app: the app speaks Indonesian
 * from there on, remembered for this browser like the language switch, unless this browser chose
 * a language already (the visitor's own choice wins).
 */
export function continueInLandingLanguage(): void {
  if (readStoredLanguage() === null) void changeLanguage('id');
}
