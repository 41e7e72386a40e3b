// Indonesian texts of the landing pages, keyed by their English text.
export const landingId = {} satisfies Record<string, string>;
