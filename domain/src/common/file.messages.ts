// What an upload is refused with when its type is right but its content is not safe to keep
// (server/src/platform/files/upload-check.ts); a wrong type answers each upload's own type message.
export const FILE_MSG = {
  activeContent: 'PDF files with JavaScript or launch actions are not accepted',
  unreadable: 'The file could not be read: it is damaged, encrypted or too large once unpacked',
} as const;
