import { z } from 'zod';
import { idField } from '../procurement-fields.schemas';
import { PROCUREMENT_MSG as MSG } from '../procurement.messages';

/** GET /api/secured/procurement/{procurementId}/ocds: the Open Contracting Data release package (DESIGN 5.7). */
export const ocdsParamsSchema = z.strictObject({ procurementId: idField(MSG.idInvalid) });
