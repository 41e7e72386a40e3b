/**
 * Whether a failed query broke the named unique index. Drizzle wraps the driver's error (pg and
 * PGlite both carry the SQLSTATE code and the constraint name) in its own, so both are looked at.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  // A few levels are enough (Drizzle -> driver); the bound guards against a cause that loops.
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth += 1, e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
}
