// Indonesian texts of the initiation-vendors part of the initiation area, keyed by their English text.
export const initiationVendorsId = {} satisfies Record<string, string>;
