// Texts of the Bidding History calls (the spec leaves them unwritten). No zod: the web imports them alone.
export const BIDDING_HISTORY_MSG = {
  includeAllSessionInvalid: 'includeAllSession must be true or false',
  languageInvalid: 'Language must be en or id',
} as const;
