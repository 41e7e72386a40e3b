import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ITEM_MSG } from '@procura/domain/procurement/items/procurement-item.messages';
import { ITEM_IMAGE_MAX_BASE64_CHARS, ITEM_IMAGE_SLOTS, ITEM_IMPORT_MAX_BYTES } from '@procura/domain/procurement/items/procurement-item.rules';
import {
  deleteItemsSchema,
  itemSchema,
  itemSpreadsheetQuerySchema,
  listItemsQuerySchema,
  updateItemSchema,
} from '@procura/domain/procurement/items/procurement-item.schemas';
import { idParamsSchema } from '@procura/domain/procurement/procurement.schemas';
import { NO_LIMIT } from '@procura/domain/procurement/procurement.enums';
import { procurementIdParamsSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { requireUser } from '../../../platform/security/auth-guard';
import type { AppContext } from '../../../platform/context';
import { accountSubject, heavyRead, withHeavyReadBudget } from '../../../platform/heavy-work/heavy-read-budget';
import { apiDoc } from '../../../platform/http/openapi';
import { sendDownload } from '../../../platform/files/file-download';
import { readMultipartForm } from '../../../platform/files/multipart-form';
import { parse } from '../../../platform/http/http-errors';
import { XLSX_MIME } from './spreadsheets/procurement-item.columns';
import { importItems } from './spreadsheets/procurement-item.import';
import { createItem, deleteItems, getItem, itemImage, listItems, updateItem } from './procurement-item.service';
import { exportItems, itemTemplate } from './spreadsheets/procurement-item.spreadsheets';

const BUYER = ['buyer_auction'] as const;
const BASE = '/api/secured/procurement-item';
// Five images of 2 MB travel as base64 in the JSON body: above the app's 2 MB, with room for the text.
const ITEM_BODY_LIMIT = ITEM_IMAGE_SLOTS * ITEM_IMAGE_MAX_BASE64_CHARS + 1024 * 1024;
const imageParams = z.strictObject({ imageId: z.uuid() });
const doc = apiDoc('Procurement items');

/** Procurement items (docs/rules/procurement.md#items, docs/rules/procurement.md#fields, docs/rules/procurement.md#calls): CRUD, images, xlsx template, import and export. */
export function procurementItemRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(BASE, doc({ summary: 'The items of a procurement: a page', query: listItemsQuerySchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await listItems(ctx, user, parse(listItemsQuerySchema, req.query)) };
    });

    app.post(BASE, { bodyLimit: ITEM_BODY_LIMIT, ...doc({ summary: 'Add an item (images as base64)', body: itemSchema, roles: BUYER }) }, async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await createItem(ctx, user, parse(itemSchema, req.body)) };
    });

    app.delete(BASE, doc({ summary: 'Delete items', body: deleteItemsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await deleteItems(ctx, user, parse(deleteItemsSchema, req.body)) };
    });

    app.get(`${BASE}/template`, heavyRead(doc({ summary: 'The xlsx template for importing items', query: itemSpreadsheetQuerySchema, file: XLSX_MIME, roles: BUYER })), async (req, reply) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(itemSpreadsheetQuerySchema, req.query);
      // Heavy reads (docs/decisions.md 221): the account's budget first.
      const file = await withHeavyReadBudget(ctx, accountSubject(user), () => itemTemplate(ctx, user, procurementId));
      return sendDownload(reply, { ...file, mimeType: XLSX_MIME }, 'no-store');
    });

    app.get(`${BASE}/export`, heavyRead(doc({ summary: 'The items as xlsx', query: itemSpreadsheetQuerySchema, file: XLSX_MIME, roles: BUYER })), async (req, reply) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(itemSpreadsheetQuerySchema, req.query);
      const file = await withHeavyReadBudget(ctx, accountSubject(user), () => exportItems(ctx, user, procurementId));
      return sendDownload(reply, { ...file, mimeType: XLSX_MIME }, 'no-store');
    });

    app.post(`${BASE}/import`, doc({ summary: 'Import items from an xlsx file', query: itemSpreadsheetQuerySchema, form: { text: [], files: ['file'] }, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(itemSpreadsheetQuerySchema, req.query);
      const form = await readMultipartForm(req, {
        textFields: [],
        fileFields: ['file'],
        maxFileBytes: ITEM_IMPORT_MAX_BYTES,
        fileTooLargeMessage: ITEM_MSG.importFileTooLarge,
      });
      return { data: await importItems(ctx, user, procurementId, form) };
    });

    app.get(`${BASE}/images/:imageId`, doc({ summary: 'An item image', params: imageParams, file: 'image/*', roles: BUYER }), async (req, reply) => {
      const user = requireUser(req, BUYER);
      const params = imageParams.safeParse(req.params);
      // A malformed id names no image: the same 404 as another company's image.
      const file = await itemImage(ctx, user, params.success ? params.data.imageId : null);
      // Image ids are never reused for other bytes, so the browser may keep them a while, privately.
      // An attachment still shows in an <img>: the disposition only stops opening it as a page.
      return sendDownload(reply, { fileName: file.originalName, mimeType: file.mimeType, content: file.content }, 'private, max-age=3600');
    });

    // The spec's path of the negotiation batch's item selection (docs/rules/procurement.md#spec-api-paths-for-outside-clients):
    // every item of the procurement, the same answer as the list with limit All.
    app.get(`${BASE}/:procurementId/find-by-procurement`, doc({ summary: 'Every item of a procurement', params: procurementIdParamsSchema, roles: BUYER, answer: '`{ filteredData, total, grandTotal }` (ItemPage), every item' }), async (req) => {
      const user = requireUser(req, BUYER);
      const { procurementId } = parse(procurementIdParamsSchema, req.params);
      return { data: await listItems(ctx, user, { procurementId, page: 1, limit: NO_LIMIT, query: undefined, sort: undefined, order: undefined }) };
    });

    app.get(`${BASE}/:id`, doc({ summary: 'One item', params: idParamsSchema, roles: BUYER }), async (req) => {
      const user = requireUser(req, BUYER);
      return { data: await getItem(ctx, user, parse(idParamsSchema, req.params).id) };
    });

    app.patch(`${BASE}/:id`, { bodyLimit: ITEM_BODY_LIMIT, ...doc({ summary: 'Change an item', params: idParamsSchema, body: updateItemSchema, roles: BUYER }) }, async (req) => {
      const user = requireUser(req, BUYER);
      const { id } = parse(idParamsSchema, req.params);
      return { data: await updateItem(ctx, user, id, parse(updateItemSchema, req.body)) };
    });
  };
}
