import type { z } from 'zod';

type Def = { type: string; format?: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; element?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

// Wrappers that do not change what a field accepts.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** Whether a field accepts text: 'plain' for free text, 'coded' for an enum or a union with text, or not at all. */
function textKind(schema: z.ZodType): 'plain' | 'coded' | null {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return textKind(def.innerType!);
  if (def.type === 'pipe') return textKind(def.in!);
  if (def.type === 'union') return def.options!.some((o) => textKind(o) !== null) ? 'coded' : null;
  // A string of a fixed format (uuid, ISO date-time) refuses anything else by that format.
  if (def.type === 'string') return def.format ? 'coded' : 'plain';
  return def.type === 'enum' || def.type === 'literal' ? 'coded' : null;
}

export interface TextField {
  path: string[];
  /** Free text (a zod string), as opposed to a code from a list or a number that may come as text. */
  plain: boolean;
}

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return objectShape(def.innerType!);
  if (def.type === 'pipe') return objectShape(def.in!);
  return def.type === 'object' ? def.shape! : null;
}

/**
 * Every text field of a request schema, arrays of objects included (`items.0.capableQty`), so a
 * test can put a hostile character in each of them. Used by tests only: no rule depends on it.
 */
export function textFieldsOf(schema: z.ZodType, prefix: string[] = []): TextField[] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const fields: TextField[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const kind = textKind(field);
    if (kind) fields.push({ path: [...prefix, key], plain: kind === 'plain' });
    let element = field;
    while (WRAPPERS.has(defOf(element).type)) element = defOf(element).innerType!;
    if (defOf(element).type === 'array') fields.push(...textFieldsOf(defOf(element).element!, [...prefix, key, '0']));
    else fields.push(...textFieldsOf(element, [...prefix, key]));
  }
  return fields;
}

/** A request value with `value` at `path` (`['items', '0', 'name']` -> `{ items: [{ name }] }`). */
export function valueAt(path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  const inner = rest.length === 0 ? value : valueAt(rest, value);
  return head === '0' ? [inner] : { [head!]: inner };
}

/** Every zod object schema a module exports. */
export function exportedObjectSchemas(module: Record<string, unknown>): z.ZodType[] {
  return Object.values(module).filter((v): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v && objectShape(v as z.ZodType) !== null);
}
