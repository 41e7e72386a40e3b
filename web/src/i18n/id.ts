import { demoRoomId } from './messages/demo-room.id';
import { foundationId } from './messages/foundation.id';
import { landingId } from './messages/landing.id';
import { masterDataId } from './messages/master-data.id';
import { onboardingId } from './messages/onboarding.id';
import { procurementId } from './messages/procurement.id';

// The Indonesian catalogue, one file per area under messages/. Keys are the English texts, which
// i18next shows as they are when English is chosen, so English needs no catalogue of its own.
export const id = { ...foundationId, ...onboardingId, ...landingId, ...demoRoomId, ...masterDataId, ...procurementId };

/** Every text the product shows; a page text missing here fails the catalogue test. */
export type MessageKey = keyof typeof id;
