import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { LEGAL_FILE_MAX_BYTES, LEGAL_SLOTS } from '@procura/domain/company/company.rules';
import { companyAddressSchema, finishOnboardingSchema, generalInfoSchema } from '@procura/domain/company/company.schemas';
import { companyLookupParamsSchema, findCompaniesByIdsSchema } from '@procura/domain/company/company-lookup.schemas';
import { requireUser } from '../../platform/security/auth-guard';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { sendDownload } from '../../platform/files/file-download';
import { readMultipartForm } from '../../platform/files/multipart-form';
import { parse } from '../../platform/http/http-errors';
import { companyFile, finishOnboarding, myCompany, saveAddress, saveGeneralInfo, saveLegalInfo } from './company.service';
import { companiesByIds, companyById } from './company-lookup.service';

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

    // The spec's calls for outside clients (docs/rules/companies.md#spec-api-paths-for-outside-clients).
    const dealsWith =
      "The caller's own company in full (the shape of GET /api/secured/company); a company it deals with as `{ _id, companyName }`: for a buyer the companies of the vendors it invited, " +
      'for a vendor the companies that invited it, for a spectator the companies it watches for.';
    app.get('/api/secured/company/find-by-ids', doc({ summary: 'The companies the caller deals with among the ids given', query: findCompaniesByIdsSchema, description: `${dealsWith} \`id\` once or repeated (at most 100); unknown ids and companies the caller does not deal with are left out; the others come in the order asked.` }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(findCompaniesByIdsSchema, req.query);
      return { data: await companiesByIds(ctx, user, id) };
    });

    app.get('/api/secured/company/:id', doc({ summary: 'One company the caller deals with', params: companyLookupParamsSchema, description: `${dealsWith} Any other company answers 404 as an unknown one.` }), async (req) => {
      const user = requireUser(req);
      const { id } = parse(companyLookupParamsSchema, req.params);
      return { data: await companyById(ctx, user, id) };
    });
  };
}
