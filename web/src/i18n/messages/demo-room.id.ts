// Indonesian texts of the demo-room pages, keyed by their English text.
export const demoRoomId = {} satisfies Record<string, string>;
