import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';

// The published OCDS 1.1 schemas (schemas/README.md): the release package, the release patched with
// the bids extension the way OCDS applies extensions (a JSON merge patch, RFC 7396), compiled by ajv
// for draft-04, the schemas' own draft.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const read = (name: string): { [key: string]: Json } => JSON.parse(readFileSync(join(__dirname, 'schemas', name), 'utf8'));

/** RFC 7396: objects merge key by key, null removes, anything else replaces. */
export function mergePatch(target: Json, patch: Json): Json {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const base: { [key: string]: Json } = target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete base[key];
    else base[key] = mergePatch(base[key] ?? null, value);
  }
  return base;
}

/** A validator of release packages against the release schema with the bids extension applied. */
export function releasePackageValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(mergePatch(read('release-schema.json'), read('bid-extension-release-schema.json')) as object);
  return ajv.compile(read('release-package-schema.json'));
}
