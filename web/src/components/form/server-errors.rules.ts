import type { FieldError } from '@procura/domain/common/errors';

export interface SplitServerErrors<Name extends string> {
  /** One message per known field, in the server's order. */
  fields: { name: Name; msg: string }[];
  /** Messages that belong to no field of the form: shown as toasts. */
  general: string[];
}

/**
 * Sorts the envelope's errors into field errors (by `param`) and general messages (param null or
 * naming no field of this form). `firstOnly` keeps only the first error, for the forms the spec
 * says show 'the first error under its field'.
 */
export function splitServerErrors<Name extends string>(
  errors: readonly FieldError[],
  fieldNames: readonly Name[],
  firstOnly = false,
): SplitServerErrors<Name> {
  const result: SplitServerErrors<Name> = { fields: [], general: [] };
  for (const error of firstOnly ? errors.slice(0, 1) : errors) {
    const name = fieldNames.find((field) => field === error.param);
    if (name !== undefined && !result.fields.some((f) => f.name === name)) result.fields.push({ name, msg: error.msg });
    else if (name === undefined && !result.general.includes(error.msg)) result.general.push(error.msg);
  }
  return result;
}
