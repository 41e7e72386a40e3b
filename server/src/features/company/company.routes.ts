import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { LEGAL_FILE_MAX_BYTES, LEGAL_SLOTS } from '@procura/domain/company/company.rules';
import { companyAddressSchema, finishOnboardingSchema, generalInfoSchema } from '@procura/domain/company/company.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { sendDownload } from '../../platform/files/file-download';
import { readMultipartForm } from '../../platform/files/multipart-form';
import { parse } from '../../platform/http/http-errors';
import { companyFile, finishOnboarding, myCompany, saveAddress, saveGeneralInfo, saveLegalInfo } from './company.service';

const BUYER = ['buyer_auction'] as const;
const companyParams = z.strictObject({ companyId: z.uuid(COMPANY_MSG.companyNotFound) });
const fileParams = z.strictObject({ fileId: z.uuid('File not found') });
const doc = apiDoc('Company');

/** Company onboarding (docs/rules/companies.md#onboarding, docs/rules/companies.md#calls), all within the secured scope. */
export function companyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/secured/company', doc({ summary: 'The company of the signed-in buyer (onboarding state)', roles: BUYER }), async (req) => ({ data: await myCompany(ctx, requireUser(req, BUYER)) }));

    app.post('/api/secured/company', doc({ summary: 'Onboarding: save the general information', body: generalInfoSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveGeneralInfo(ctx, user, parse(generalInfoSchema, req.body)) };
    });

    app.post('/api/secured/company-address', doc({ summary: 'Onboarding: save the address', body: companyAddressSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveAddress(ctx, user, parse(companyAddressSchema, req.body)) };
    });

    app.post('/api/secured/company/legal-info', doc({ summary: 'Onboarding: save the legal information and its files', form: { text: ['npwp', 'idNumber'], files: LEGAL_SLOTS }, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const form = await readMultipartForm(req, {
        textFields: ['npwp', 'idNumber'],
        fileFields: LEGAL_SLOTS,
        maxFileBytes: LEGAL_FILE_MAX_BYTES,
        fileTooLargeMessage: COMPANY_MSG.fileTooLarge,
      });
      return { data: await saveLegalInfo(ctx, user, form) };
    });

    app.post('/api/secured/company/update/:companyId', doc({ summary: 'Onboarding: finish', params: companyParams, body: finishOnboardingSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { companyId } = parse(companyParams, req.params);
      parse(finishOnboardingSchema, req.body);
      return { data: await finishOnboarding(ctx, user, companyId) };
    });

    app.get('/api/secured/company/files/:fileId', doc({ summary: 'A file of the company (attachment)', params: fileParams, file: 'application/octet-stream' }), async (req, reply) => {
      const user = requireUser(req);
      const params = fileParams.safeParse(req.params);
      const file = params.success ? await companyFile(ctx, user, params.data.fileId) : undefined;
      if (!file) throw AppError.field(HTTP.notFound, null, 'File not found');
      return sendDownload(reply, { fileName: file.originalName, mimeType: file.mimeType, content: file.content });
    });
  };
}
