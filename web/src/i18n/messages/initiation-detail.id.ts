// Indonesian texts of the initiation-detail part of the initiation area, keyed by their English text.
export const initiationDetailId = {} satisfies Record<string, string>;
