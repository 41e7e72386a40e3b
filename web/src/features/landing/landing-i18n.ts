import { i18n } from '../../i18n/i18n';
import { ensureIndonesianCatalogue } from '../../i18n/indonesian-catalogue';

ensureIndonesianCatalogue();

/**
 * The landing page speaks Indonesian whatever language the visitor chose for the app. A clone
 * shares the catalogue but keeps its own language, so the shared form fields and dialogs under it
 * (which call useTranslation) show Indonesian labels and server messages too.
 */
export const landingI18n = i18n.cloneInstance({ lng: 'id' });
