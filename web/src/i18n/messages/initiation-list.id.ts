// Indonesian texts of the initiation-list part of the initiation area, keyed by their English text.
export const initiationListId = {} satisfies Record<string, string>;
