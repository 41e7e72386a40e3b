import { and, count, eq } from 'drizzle-orm';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { attorneyUploadFieldsSchema } from '@procura/domain/auction/auction.schemas';
import type { AttorneyLetterView } from '@procura/domain/auction/auction.views';
import { MAX_ATTORNEY_LETTERS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { LEGAL_FILE_EXTENSIONS } from '@procura/domain/company/company.rules';
import { isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import { auctionInvitationDocuments, auctionInvitations, auctions } from '../../../db/schema/auction';
import { storedFiles } from '../../../db/schema/files';
import { procurements } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import type { MultipartForm } from '../../../platform/files/multipart-form';
import { readFile, saveFile } from '../../../platform/files/stored-files';
import { checkUpload, uploadProblemMessage, type AcceptedFile } from '../../../platform/files/upload-check';
import { parse } from '../../../platform/http/http-errors';
import { notFound, readerCompanyOf } from '../room/auction-access';
import { lettersOf } from './invitation-view';
import { requireOwnInvitation, type OwnInvitation } from './invitation-vendor.service';

/** The stored files' purpose of letters of attorney (kept under the buyer's company). */
const ATTORNEY_LETTER_PURPOSE = 'attorneyLetters';
export const attachmentsField = 'attachments';

/** Letters can change while the session has not started and the vendor has not declined. */
function assertLettersOpen(found: OwnInvitation): void {
  if (!isAuctionUpcoming(found.auction.status)) throw AppError.field(HTTP.conflict, null, AUCTION_MSG.attendanceClosed);
  if (found.invitation.status === 'NOT_ATTEND') throw AppError.field(HTTP.conflict, null, AUCTION_MSG.alreadyAnswered);
}

/**
 * POST /api/secured/auction/upload-attorney: letters of attorney to the caller's own invitation,
 * typed by content (pdf, doc, docx, jpg, jpeg) with safe content (upload-check), at most
 * MAX_ATTORNEY_LETTERS in total. Every file is checked before anything is written; answers every
 * letter of the invitation.
 */
export async function uploadAttorneyLetters(ctx: AppContext, user: AuthUser, form: MultipartForm): Promise<AttorneyLetterView[]> {
  const { auctionInvitationId } = parse(attorneyUploadFieldsSchema, form.fields);
  // Ownership first: another vendor's invitation is 404 whatever the files are.
  await requireOwnInvitation(ctx.db, user, auctionInvitationId);
  if (form.errors.length > 0) throw new AppError(HTTP.badRequest, form.errors);
  const uploaded = form.files[attachmentsField] ?? [];
  if (uploaded.length === 0) throw AppError.field(HTTP.badRequest, attachmentsField, AUCTION_MSG.letterRequired);
  const typed: AcceptedFile[] = [];
  const errors: FieldError[] = [];
  for (const file of uploaded) {
    const checked = await checkUpload(file, LEGAL_FILE_EXTENSIONS);
    if (checked.ok) typed.push(checked.file);
    else if (errors.length === 0) errors.push({ param: attachmentsField, msg: uploadProblemMessage(checked.problem, AUCTION_MSG.letterTypeInvalid) });
  }
  if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);

  return ctx.db.transaction(async (tx) => {
    // The invitation row is locked, so two uploads at once cannot pass the limit together.
    const found = await requireOwnInvitation(tx, user, auctionInvitationId, { lock: true });
    assertLettersOpen(found);
    const [existing] = await tx.select({ n: count() }).from(auctionInvitationDocuments).where(eq(auctionInvitationDocuments.invitationId, found.invitation.id));
    if ((existing?.n ?? 0) + typed.length > MAX_ATTORNEY_LETTERS) throw AppError.field(HTTP.unprocessable, attachmentsField, AUCTION_MSG.tooManyLetters);
    // Letters are listed by createdAt: one request's letters take consecutive milliseconds, so they list
    // in the order they were sent (one clock reading would leave the order to their random ids).
    const sentAt = ctx.clock.now().getTime();
    for (const [index, file] of typed.entries()) {
      const saved = await saveFile(tx, {
        companyId: found.procurement.companyId,
        purpose: ATTORNEY_LETTER_PURPOSE,
        originalName: file.fileName,
        mimeType: file.mime,
        content: file.content,
      });
      await tx.insert(auctionInvitationDocuments).values({ invitationId: found.invitation.id, fileId: saved.id, createdAt: new Date(sentAt + index) });
    }
    return (await lettersOf(tx, [found.invitation.id])).get(found.invitation.id) ?? [];
  });
}

/** A letter with its invitation and the session's company, or undefined. */
async function letterWithOwner(db: AppContext['db'], documentId: string) {
  const [row] = await db
    .select({ document: auctionInvitationDocuments, accountId: auctionInvitations.accountId, companyId: procurements.companyId })
    .from(auctionInvitationDocuments)
    .innerJoin(auctionInvitations, eq(auctionInvitations.id, auctionInvitationDocuments.invitationId))
    .innerJoin(auctions, eq(auctions.id, auctionInvitations.auctionId))
    .innerJoin(procurements, eq(procurements.id, auctions.procurementId))
    .where(eq(auctionInvitationDocuments.id, documentId));
  return row;
}

/** DELETE /api/procurement-vendor/document/{documentId}: the vendor's own letter, while letters may change. */
export async function deleteAttorneyLetter(ctx: AppContext, user: AuthUser, documentId: string): Promise<{ documentId: string }> {
  return ctx.db.transaction(async (tx) => {
    const letter = await letterWithOwner(tx, documentId);
    if (!letter || letter.accountId !== user.id) throw notFound();
    const found = await requireOwnInvitation(tx, user, letter.document.invitationId, { lock: true });
    assertLettersOpen(found);
    // The stored file goes, and with it (cascade) the letter's row.
    await tx.delete(storedFiles).where(and(eq(storedFiles.id, letter.document.fileId), eq(storedFiles.companyId, letter.companyId)));
    return { documentId };
  });
}

/** GET …/auction-invitation/document/{documentId}: for the buyer of the session's company or the vendor who uploaded it. */
export async function attorneyLetterFile(ctx: AppContext, user: AuthUser, documentId: string) {
  const letter = await letterWithOwner(ctx.db, documentId);
  if (!letter) throw notFound();
  const mayRead = letter.accountId === user.id || (await readerCompanyOf(ctx.db, user)) === letter.companyId;
  if (!mayRead) throw notFound();
  const file = await readFile(ctx.db, letter.document.fileId);
  if (!file) throw notFound();
  return file;
}
