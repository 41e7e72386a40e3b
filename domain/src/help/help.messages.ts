/** Server messages of the help guide. */
export const HELP_MSG = {
  language: 'Language must be en or id',
} as const;
