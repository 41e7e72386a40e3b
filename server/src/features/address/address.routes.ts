import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import type { AppContext } from '../../platform/context';
import { apiDoc } from '../../platform/http/openapi';
import { parse } from '../../platform/http/http-errors';
import { addressData } from './address.data';

const provinceParams = z.strictObject({ provinceId: z.string().max(20, COMPANY_MSG.provinceNotFound) });
const cityParams = z.strictObject({ cityId: z.string().max(20, COMPANY_MSG.cityNotFound) });

// Reference data changes only with a package upgrade: browsers may keep it for a day.
const CACHE_CONTROL = 'public, max-age=86400';
const doc = apiDoc('Master data');

/** Indonesian provinces, cities (regencies) and districts (docs/rules/companies.md#calls). */
export function addressRoutes(_ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/master-data/address/province', doc({ summary: 'Indonesian provinces' }), async (_req, reply) => {
      void reply.header('Cache-Control', CACHE_CONTROL);
      return { data: (await addressData()).provinces };
    });

    app.get('/api/master-data/address/city/:provinceId', doc({ summary: 'Cities (regencies) of a province', params: provinceParams }), async (req, reply) => {
      const { provinceId } = parse(provinceParams, req.params);
      const data = await addressData();
      if (!data.provinceByCode.has(provinceId)) throw AppError.field(HTTP.notFound, 'provinceId', COMPANY_MSG.provinceNotFound);
      void reply.header('Cache-Control', CACHE_CONTROL);
      return { data: data.citiesByProvince.get(provinceId) ?? [] };
    });

    app.get('/api/master-data/address/district/:cityId', doc({ summary: 'Districts of a city', params: cityParams }), async (req, reply) => {
      const { cityId } = parse(cityParams, req.params);
      const data = await addressData();
      if (!data.cityByCode.has(cityId)) throw AppError.field(HTTP.notFound, 'cityId', COMPANY_MSG.cityNotFound);
      void reply.header('Cache-Control', CACHE_CONTROL);
      return { data: data.districtsByCity.get(cityId) ?? [] };
    });
  };
}
