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
import { requireUser } from '../../platform/auth-guard';
import type { AppContext } from '../../platform/context';
import { parse } from '../../platform/http-errors';
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

/** The buyer's negotiation batches, their drafts, moves and schedules (DESIGN 5a.1). */
export function negotiationBatchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(`${BATCH}/validate-create-session/:procurementId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await validateCreateSession(ctx, user, procurementId) };
    });

    app.get(`${BATCH}/offered-vendors/:procurementId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await offeredVendors(ctx, user, procurementId) };
    });

    app.post(`${BATCH}/start-negotiation`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await startNegotiation(ctx, user, parse(startNegotiationSchema, req.body)) };
    });

    app.post(`${BATCH}/update-info`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await updateBatchInfo(ctx, user, parse(updateBatchInfoSchema, req.body)) };
    });

    app.get(`${BATCH}/:procurementId/by-procurement`, async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await batchesOfProcurement(ctx, user, procurementId) };
    });

    app.get(`${BATCH}/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await batchById(ctx, user, id) };
    });

    app.post(`${BATCH}/get-status`, async (req) => {
      const user = requireUser(req, BUYER);
      const { negotiationBatch } = parse(batchStatusRequestSchema, req.body);
      return { data: await getBatchStatus(ctx, user, negotiationBatch) };
    });

    app.post(`${BATCH}/change-status`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await changeBatchStatus(ctx, user, parse(changeBatchStatusSchema, req.body)) };
    });

    app.delete(`${BATCH}/`, async (req) => {
      const user = requireUser(req, BUYER);
      const { negotiationBatchId } = parse(deleteBatchSchema, req.body);
      return { data: await deleteBatch(ctx, user, negotiationBatchId) };
    });

    app.get(`${BATCH_ITEM}/find-by-negotiation-batch/:batchId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { batchId } = parse(batchIdParamsSchema, req.params);
      return { data: await itemsOfBatch(ctx, user, batchId) };
    });

    app.post(`${BATCH_ITEM}/save-as-draft`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveBatchItems(ctx, user, parse(saveBatchItemsSchema, req.body)) };
    });

    app.post(`${NEGOTIATION}/save-as-draft`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await saveBatchVendors(ctx, user, parse(saveBatchVendorsSchema, req.body)) };
    });

    app.get(`${NEGOTIATION}/find-by-batch/:batchId`, async (req) => {
      const user = requireUser(req, BUYER);
      const { batchId } = parse(batchIdParamsSchema, req.params);
      return { data: await negotiationsOfBatch(ctx, user, batchId) };
    });

    app.get(`${NEGOTIATION}/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await negotiationById(ctx, user, id) };
    });

    app.get(`${NEGOTIATION_ITEM}/find-by-negotiation/:id`, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await itemsOfNegotiation(ctx, user, id) };
    });

    app.post(`${NEGOTIATION}/submit-schedule`, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await submitSchedule(ctx, user, parse(submitScheduleSchema, req.body)) };
    });
  };
}
