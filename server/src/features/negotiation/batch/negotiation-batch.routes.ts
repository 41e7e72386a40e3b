import type { FastifyInstance } from 'fastify';
import {
  batchIdParamsSchema,
  batchStatusRequestSchema,
  changeBatchStatusSchema,
  deleteBatchSchema,
  idParamsSchema,
  procurementIdParamsSchema,
  saveBatchItemsSchema,
  saveBatchVendorsSchema,
  startNegotiationSchema,
  submitScheduleSchema,
  updateBatchInfoSchema,
} from '@procura/domain/negotiation/negotiation.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';
import { parse } from '../../../platform/http/http-errors';
import { changeBatchStatus, deleteBatch, getBatchStatus } from './negotiation-batch-status.service';
import {
  batchById,
  batchesOfProcurement,
  itemsOfBatch,
  itemsOfNegotiation,
  negotiationById,
  negotiationsOfBatch,
  offeredVendors,
  saveBatchItems,
  saveBatchVendors,
  startNegotiation,
  updateBatchInfo,
  validateCreateSession,
} from './negotiation-batch.service';
import { submitSchedule } from './negotiation-schedule.service';

const BUYER = ['buyer_auction'] as const;
const BATCH = '/api/secured/negotiation-batch';
const BATCH_ITEM = '/api/secured/negotiation-batch-item';
const NEGOTIATION = '/api/secured/negotiation';
const NEGOTIATION_ITEM = '/api/secured/negotiation-item';
const doc = apiDoc('Negotiation');

/** The buyer's negotiation batches, their drafts, moves and schedules (docs/rules/negotiation.md#contract). */
export function negotiationBatchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BATCH}/validate-create-session/:procurementId`, doc({ summary: 'May a negotiation batch be created now? `true` or the reason', params: procurementIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await validateCreateSession(ctx, user, procurementId) };
    });

    app.get(`${BATCH}/offered-vendors/:procurementId`, doc({ summary: 'The vendors that made offers, to negotiate with', params: procurementIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await offeredVendors(ctx, user, procurementId) };
    });

    app.post(`${BATCH}/start-negotiation`, doc({ summary: 'Start a draft batch for a procurement', body: startNegotiationSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await startNegotiation(ctx, user, parse(startNegotiationSchema, req.body)) };
    });

    app.post(`${BATCH}/update-info`, doc({ summary: 'Change the information of a draft batch', body: updateBatchInfoSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await updateBatchInfo(ctx, user, parse(updateBatchInfoSchema, req.body)) };
    });

    app.get(`${BATCH}/:procurementId/by-procurement`, doc({ summary: 'The batches of a procurement', params: procurementIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await batchesOfProcurement(ctx, user, procurementId) };
    });

    app.get(`${BATCH}/:id`, doc({ summary: 'One batch', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await batchById(ctx, user, id) };
    });

    app.post(`${BATCH}/get-status`, doc({ summary: 'The status of a batch and the moves allowed from it', body: batchStatusRequestSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { negotiationBatch } = parse(batchStatusRequestSchema, req.body);
      return { data: await getBatchStatus(ctx, user, negotiationBatch) };
    });

    app.post(`${BATCH}/change-status`, doc({ summary: 'Move a batch (Create Session, end, cancel)', body: changeBatchStatusSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await changeBatchStatus(ctx, user, parse(changeBatchStatusSchema, req.body)) };
    });

    app.delete(`${BATCH}/`, doc({ summary: 'Delete a draft batch', body: deleteBatchSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { negotiationBatchId } = parse(deleteBatchSchema, req.body);
      return { data: await deleteBatch(ctx, user, negotiationBatchId) };
    });

    app.get(`${BATCH_ITEM}/find-by-negotiation-batch/:batchId`, doc({ summary: 'The items of a batch', params: batchIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { batchId } = parse(batchIdParamsSchema, req.params);
      return { data: await itemsOfBatch(ctx, user, batchId) };
    });

    app.post(`${BATCH_ITEM}/save-as-draft`, doc({ summary: 'Save the items of a draft batch', body: saveBatchItemsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveBatchItems(ctx, user, parse(saveBatchItemsSchema, req.body)) };
    });

    app.post(`${NEGOTIATION}/save-as-draft`, doc({ summary: 'Save the vendors of a draft batch', body: saveBatchVendorsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveBatchVendors(ctx, user, parse(saveBatchVendorsSchema, req.body)) };
    });

    app.get(`${NEGOTIATION}/find-by-batch/:batchId`, doc({ summary: 'The negotiations (one per vendor) of a batch', params: batchIdParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { batchId } = parse(batchIdParamsSchema, req.params);
      return { data: await negotiationsOfBatch(ctx, user, batchId) };
    });

    app.get(`${NEGOTIATION}/:id`, doc({ summary: 'One negotiation', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await negotiationById(ctx, user, id) };
    });

    app.get(`${NEGOTIATION_ITEM}/find-by-negotiation/:id`, doc({ summary: 'The items of a negotiation', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await itemsOfNegotiation(ctx, user, id) };
    });

    app.post(`${NEGOTIATION}/submit-schedule`, doc({ summary: 'Schedule a negotiation (mails the vendor its link)', body: submitScheduleSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await submitSchedule(ctx, user, parse(submitScheduleSchema, req.body)) };
    });
  };
}
