// Indonesian texts of the master-data pages, keyed by their English text.
export const masterDataId = {} satisfies Record<string, string>;
