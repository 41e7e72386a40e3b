import { addSpectatorSchema, type AddSpectatorInput } from '@procura/domain/negotiation/negotiation.schemas';

export interface InviteFields {
  companyId: string;
  email: string;
}

/** The invitation checked with the endpoint's own schema: the payload, or one message per field (the spec's texts). */
export function checkInvite(fields: InviteFields, negotiationId: string): { input: AddSpectatorInput } | { errors: Partial<Record<keyof InviteFields, string>> } {
  const input: AddSpectatorInput = { companyId: fields.companyId.trim(), email: fields.email.trim(), foreignKey: negotiationId, module: 'NEGOTIATION' };
  const parsed = addSpectatorSchema.safeParse(input);
  if (parsed.success) return { input };
  const errors: Partial<Record<keyof InviteFields, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'companyId' || field === 'email') && !errors[field]) errors[field] = issue.message;
  }
  // A refusal of a field the reader does not type (the negotiation id) is the server's to answer.
  return Object.keys(errors).length > 0 ? { errors } : { input };
}

/** The companies offered in the picker: the buyer's own and the vendor's (any other may be typed). */
export function companyChoices(buyerCompanyName: string, vendorName: string): string[] {
  return [...new Set([buyerCompanyName, vendorName].filter((name) => name.trim().length > 0))];
}
