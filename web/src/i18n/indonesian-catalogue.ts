import { i18n } from './i18n';
import { id } from './id';

/** Pages that always speak Indonesian (the landing page) bring the catalogue with them. */
export function ensureIndonesianCatalogue(): void {
  if (!i18n.hasResourceBundle('id', 'translation')) i18n.addResourceBundle('id', 'translation', id);
}
