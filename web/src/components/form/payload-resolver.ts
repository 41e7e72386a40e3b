import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks what will be sent: the form values are turned into the
 * request body and parsed with the endpoint's domain schema, so the form and the server apply
 * one set of rules. Each issue is shown under the form field its first path segment names
 * (`images.2.imageBase64` under `images`); an issue without a path goes to `root`.
 */
export function payloadResolver<F extends FieldValues>(schema: z.ZodType, toPayload: (values: F) => unknown): Resolver<F> {
  return async (values) => {
    const result = await schema.safeParseAsync(toPayload(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      errors[name] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}
