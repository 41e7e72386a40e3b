import { z } from 'zod';
import { idField } from '../procurement-fields.schemas';
import { PROCUREMENT_MSG as MSG } from '../procurement.messages';

/** GET /api/secured/procurement/{procurementId}/ocds: the Open Contracting Data release package (docs/rules/reports-dashboard-help.md#open-contracting-data). */
export const ocdsParamsSchema = z.strictObject({ procurementId: idField(MSG.idInvalid) });
