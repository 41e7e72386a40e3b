import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { MAX_ATTORNEY_LETTERS } from '@procura/domain/auction/invitations/auction-invitation.enums';

// Letters of attorney on the attendance page (docs/rules/auction.md#letters-of-attorney).

export const ATTORNEY_LETTER_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg'] as const;
export const ATTORNEY_LETTER_ACCEPT = ATTORNEY_LETTER_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The size the spec shows: Kb = bytes / 1000, two decimals. */
export function sizeInKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} Kb`;
}

/** Why these files cannot be added to the `existing` letters, or null (the server checks the content too). */
export function attorneyLettersProblem(existing: number, files: readonly { name: string }[]): string | null {
  if (existing + files.length > MAX_ATTORNEY_LETTERS) return AUCTION_MSG.tooManyLetters;
  const allowed = ATTORNEY_LETTER_EXTENSIONS as readonly string[];
  const badType = files.some((file) => !allowed.includes(file.name.split('.').pop()?.toLowerCase() ?? ''));
  return badType ? AUCTION_MSG.letterTypeInvalid : null;
}
