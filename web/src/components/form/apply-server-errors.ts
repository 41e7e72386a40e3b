import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR, isApiError } from '../../api/api-error';
import { notify } from '../notify';
import { splitServerErrors } from './server-errors.rules';

/**
 * The one place a failed call reaches a form: field errors under their fields, everything else
 * as a toast. A failure that already ended the session shows nothing more.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  options: { firstOnly?: boolean } = {},
): void {
  if (!isApiError(error)) {
    notify(GENERIC_ERROR, 'error');
    return;
  }
  if (error.sessionEnded) return;
  const { fields, general } = splitServerErrors(error.errors, fieldNames, options.firstOnly);
  fields.forEach(({ name, msg }, index) => setError(name, { type: 'server', message: msg }, { shouldFocus: index === 0 }));
  for (const msg of general) notify(msg, 'error');
}

/** For calls outside forms: the first message as a toast. */
export function notifyError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.sessionEnded) notify(error.firstMessage, 'error');
    return;
  }
  notify(GENERIC_ERROR, 'error');
}
