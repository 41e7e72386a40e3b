import { eq } from 'drizzle-orm';
import { AppError, HTTP, zodIssuesToErrors, type FieldError } from '@procura/domain/common/errors';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { LEGAL_FILE_EXTENSIONS, LEGAL_SLOTS, onboardingSteps } from '@procura/domain/company/company.rules';
import {
  legalInfoFieldsSchema,
  type CompanyAddressInput,
  type CompanyView,
  type generalInfoSchema,
} from '@procura/domain/company/company.schemas';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import type { AuthUser } from '../../platform/security/access-tokens';
import type { AppContext } from '../../platform/context';
import type { MultipartForm } from '../../platform/files/multipart-form';
import { listFiles, readFile, removeFiles, saveFile } from '../../platform/files/stored-files';
import { checkUpload, uploadProblemMessage, type AcceptedFile } from '../../platform/files/upload-check';
import { companyIdOf } from '../../platform/security/tenancy';
import { addressData } from '../address';
import { uniqueCompanyCode } from './company-code';
import { presentCompany } from './company.presenter';

type GeneralInfo = z.output<typeof generalInfoSchema>;
type CompanyRow = typeof companies.$inferSelect;

const ADMIN_ROLES = ['admin', 'super_admin'];

async function companyRow(db: Executor, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** A company row in its wire shape, with its legal files. */
export async function companyView(db: Executor, row: CompanyRow): Promise<CompanyView> {
  return presentCompany(row, await listFiles(db, row.id, LEGAL_SLOTS));
}

/** The caller's company, or 422 'Please complete General Info first'. */
async function requireOwnCompany(db: Executor, user: AuthUser): Promise<CompanyRow> {
  const companyId = await companyIdOf(db, user);
  const row = companyId ? await companyRow(db, companyId) : undefined;
  if (!row) throw AppError.field(HTTP.unprocessable, null, COMPANY_MSG.completeGeneralFirst);
  return row;
}

export async function myCompany(ctx: AppContext, user: AuthUser): Promise<CompanyView | null> {
  const companyId = await companyIdOf(ctx.db, user);
  const row = companyId ? await companyRow(ctx.db, companyId) : undefined;
  return row ? companyView(ctx.db, row) : null;
}

/** General info: creates the caller's company (and links the account to it) or updates it. */
export async function saveGeneralInfo(ctx: AppContext, user: AuthUser, input: GeneralInfo): Promise<CompanyView> {
  return ctx.db.transaction(async (tx) => {
    // Serialises two saves by the same account (a double click) so only one company is created.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, user.id)).for('update');
    const companyId = await companyIdOf(tx, user);
    const existing = companyId ? await companyRow(tx, companyId) : undefined;
    const values = {
      companyType: input.companyType,
      companyName: input.companyName,
      companyPicName: input.companyPicName,
      companyEmail: input.companyEmail,
      companyPhonePrefix: input.companyPhonePrefix,
      companyPhone: input.companyPhone,
      companyCode: await uniqueCompanyCode(tx, input.companyName, existing?.companyCode),
    };
    if (existing) {
      const [row] = await tx.update(companies).set({ ...values, updatedAt: ctx.clock.now() }).where(eq(companies.id, existing.id)).returning();
      return companyView(tx, row!);
    }
    const [row] = await tx.insert(companies).values(values).returning();
    await tx.update(accounts).set({ companyId: row!.id, updatedAt: ctx.clock.now() }).where(eq(accounts.id, user.id));
    return companyView(tx, row!);
  });
}

/** The address, with names taken from the reference data by code (a browser's names are not trusted). */
export async function saveAddress(ctx: AppContext, user: AuthUser, input: CompanyAddressInput): Promise<CompanyView> {
  const data = await addressData();
  const province = data.provinceByCode.get(input.provinceCode);
  const city = data.cityByCode.get(input.cityCode);
  const district = data.districtByCode.get(input.districtCode);
  const errors: FieldError[] = [];
  if (!province) errors.push({ param: 'provinceCode', msg: COMPANY_MSG.provinceNotFound });
  if (!city || city.provinceCode !== input.provinceCode) errors.push({ param: 'cityCode', msg: COMPANY_MSG.cityNotFound });
  if (!district || district.cityCode !== input.cityCode) errors.push({ param: 'districtCode', msg: COMPANY_MSG.districtNotFound });
  if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);

  const company = await requireOwnCompany(ctx.db, user);
  const [row] = await ctx.db
    .update(companies)
    .set({
      countryCode: 'ID',
      countryName: 'Indonesia',
      provinceCode: province!.code,
      provinceName: province!.name,
      cityCode: city!.code,
      cityName: city!.name,
      districtCode: district!.code,
      districtName: district!.name,
      zipCode: input.zipCode,
      addressDetail: input.addressDetail,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(companies.id, company.id))
    .returning();
  return companyView(ctx.db, row!);
}

interface CheckedFile extends AcceptedFile {
  slot: (typeof LEGAL_SLOTS)[number];
}

/** Checks every attachment of the form: one per slot, an accepted type by content, safe content (upload-check). */
async function checkAttachments(form: MultipartForm, company: CompanyRow, db: Executor): Promise<{ files: CheckedFile[]; errors: FieldError[] }> {
  const stored = await listFiles(db, company.id, LEGAL_SLOTS);
  const errors: FieldError[] = [];
  const files: CheckedFile[] = [];
  for (const slot of LEGAL_SLOTS) {
    if (form.errors.some((e) => e.param === slot)) continue;
    const sent = form.files[slot] ?? [];
    if (sent.length > 1) {
      errors.push({ param: slot, msg: COMPANY_MSG.acceptOneFile });
    } else if (sent.length === 0) {
      // Saving again without a new file keeps the one already stored.
      if (!stored.some((f) => f.purpose === slot)) errors.push({ param: slot, msg: COMPANY_MSG.fileRequired });
    } else {
      const checked = await checkUpload(sent[0]!, LEGAL_FILE_EXTENSIONS);
      if (!checked.ok) errors.push({ param: slot, msg: uploadProblemMessage(checked.problem, COMPANY_MSG.fileTypeRefused) });
      else files.push({ slot, ...checked.file });
    }
  }
  return { files, errors };
}

/** Legal info: both numbers and one attachment per slot, all checked before anything is written. */
export async function saveLegalInfo(ctx: AppContext, user: AuthUser, form: MultipartForm): Promise<CompanyView> {
  const company = await requireOwnCompany(ctx.db, user);
  const fields = legalInfoFieldsSchema.safeParse(form.fields);
  const attachments = await checkAttachments(form, company, ctx.db);
  const errors = [...(fields.success ? [] : zodIssuesToErrors(fields.error.issues)), ...form.errors, ...attachments.errors];
  if (!fields.success || errors.length > 0) throw new AppError(HTTP.badRequest, errors);

  return ctx.db.transaction(async (tx) => {
    for (const file of attachments.files) {
      await removeFiles(tx, company.id, file.slot);
      await saveFile(tx, { companyId: company.id, purpose: file.slot, originalName: file.fileName, mimeType: file.mime, content: file.content });
    }
    const [row] = await tx
      .update(companies)
      .set({ npwp: fields.data.npwp, idNumber: fields.data.idNumber, updatedAt: ctx.clock.now() })
      .where(eq(companies.id, company.id))
      .returning();
    return companyView(tx, row!);
  });
}

/** The last step: flags the company onboarded once general info, address and legal info are complete. */
export async function finishOnboarding(ctx: AppContext, user: AuthUser, companyId: string): Promise<CompanyView> {
  const ownId = await companyIdOf(ctx.db, user);
  if (ownId !== companyId) throw AppError.field(HTTP.notFound, null, COMPANY_MSG.companyNotFound);
  const current = await companyView(ctx.db, (await companyRow(ctx.db, companyId))!);
  const steps = onboardingSteps({ ...current.address, ...current.legalInfo, attachments: current.legalInfo });
  if (!steps.address || !steps.legal) throw AppError.field(HTTP.unprocessable, null, COMPANY_MSG.onboardingIncomplete);
  if (current.isOnboarding) return current;
  const [row] = await ctx.db.update(companies).set({ isOnboarding: true, updatedAt: ctx.clock.now() }).where(eq(companies.id, companyId)).returning();
  return companyView(ctx.db, row!);
}

/** An uploaded file, for the users of its company and for admins; anyone else gets 404. */
export async function companyFile(ctx: AppContext, user: AuthUser, fileId: string) {
  const file = await readFile(ctx.db, fileId);
  if (!file) return undefined;
  if (ADMIN_ROLES.includes(user.role)) return file;
  return (await companyIdOf(ctx.db, user)) === file.companyId ? file : undefined;
}
