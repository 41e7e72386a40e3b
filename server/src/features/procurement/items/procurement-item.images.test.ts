import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../../db/schema/files';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { dataUrl, download, draftProcurement, EXE, itemBody, makeJpeg, makePng } from './procurement-item.testing';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof buyerSession>>;
beforeAll(async () => {
  t = await startTestApp();
  buyer = await buyerSession(t);
});
afterAll(async () => {
  await t.close();
});

const ITEMS = '/api/secured/procurement-item';
const PNG = makePng(3, 2);
const JPEG = makeJpeg();
const png = (orderNumber: number, bytes = PNG) => ({ imageBase64: dataUrl('image/png', bytes), orderNumber });
const jpeg = (orderNumber: number) => ({ imageBase64: JPEG.toString('base64'), orderNumber });

async function createWith(images: unknown[]) {
  const procurement = await draftProcurement(t, buyer.companyId);
  const answer = await t.call('POST', ITEMS, { token: buyer.token, body: itemBody(procurement.id, { images }) });
  return { procurement, answer };
}

async function imageFiles() {
  return t.app.ctx.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.companyId, buyer.companyId));
}

describe('item images', () => {
  it('stores a real PNG and JPEG and serves their bytes with the detected type', async () => {
    const { answer } = await createWith([png(1), jpeg(2)]);
    expect(answer.status).toBe(200);
    const images = answer.body.data.images;
    expect(images).toEqual([
      { _id: expect.any(String), url: `${ITEMS}/images/${images[0]._id}`, orderNumber: 1 },
      { _id: expect.any(String), url: `${ITEMS}/images/${images[1]._id}`, orderNumber: 2 },
    ]);
    const first = await download(t, buyer.token, images[0].url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.bytes.equals(PNG)).toBe(true);
    const second = await download(t, buyer.token, images[1].url);
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(second.bytes.equals(JPEG)).toBe(true);
  });

  it('refuses an executable or a text file sent as a .png, by its content', async () => {
    const before = (await imageFiles()).length;
    const exe = await createWith([{ imageBase64: dataUrl('image/png', EXE), orderNumber: 1 }]);
    expect(exe.answer).toEqual({ status: 400, body: { errors: [{ param: 'images.0.imageBase64', msg: 'Images must be jpeg, jpg or png' }] } });
    const text = await createWith([png(1), { imageBase64: Buffer.from('just some text, not an image').toString('base64'), orderNumber: 2 }]);
    expect(text.answer.body.errors).toEqual([{ param: 'images.1.imageBase64', msg: 'Images must be jpeg, jpg or png' }]);
    expect((await imageFiles()).length).toBe(before);
  });

  it('refuses a 3 MB image', async () => {
    const large = makePng(1024, 1024, true);
    expect(large.length).toBeGreaterThan(3_000_000);
    const { answer } = await createWith([png(1, large)]);
    expect(answer).toEqual({ status: 400, body: { errors: [{ param: 'images.0.imageBase64', msg: 'An image must be at most 2 MB' }] } });
  });

  it('refuses a sixth image', async () => {
    const { answer } = await createWith([1, 2, 3, 4, 5, 1].map((slot) => png(slot)));
    expect(answer.body.errors).toEqual([{ param: 'images', msg: 'An item has at most 5 images' }]);
  });

  it('takes five images of almost 2 MB in one request, above the app-wide body limit', async () => {
    const nearLimit = makePng(800, 800, true);
    expect(nearLimit.length).toBeGreaterThan(1_900_000);
    const { answer } = await createWith([1, 2, 3, 4, 5].map((slot) => png(slot, nearLimit)));
    expect(answer.status).toBe(200);
    expect(answer.body.data.images.map((i: { orderNumber: number }) => i.orderNumber)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a stored image url on a new item', async () => {
    const { answer } = await createWith([{ url: `${ITEMS}/images/0d4f3c7e-9a51-4c55-8f1e-2b7c3f9d8e10`, orderNumber: 1 }]);
    expect(answer.body.errors).toEqual([{ param: 'images.0.url', msg: 'Image not found' }]);
  });
});

describe('editing the images of an item', () => {
  async function itemWithThree() {
    const { procurement, answer } = await createWith([png(1), jpeg(2), png(3)]);
    return { procurement, item: answer.body.data };
  }
  const save = (itemId: string, body: unknown) => t.call('PATCH', `${ITEMS}/${itemId}`, { token: buyer.token, body });

  it('keeps stored images it is not told about, deletes the listed ones with their bytes and adds new ones', async () => {
    const { procurement, item } = await itemWithThree();
    const filesBefore = (await imageFiles()).length;
    const [first, second, third] = item.images;
    const answer = await save(item._id, itemBody(procurement.id, { images: [png(4), jpeg(5)], deletedImageIds: [second._id] }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.images.map((i: { _id: string; orderNumber: number }) => [i.orderNumber, i._id === first._id || i._id === third._id])).toEqual([
      [1, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect((await imageFiles()).length).toBe(filesBefore + 1);
    expect((await download(t, buyer.token, second.url)).status).toBe(404);
  });

  it('moves stored images to other slots, a swap included', async () => {
    const { procurement, item } = await itemWithThree();
    const [first, second] = item.images;
    const answer = await save(item._id, itemBody(procurement.id, { images: [{ url: first.url, orderNumber: 2 }, { url: second.url, orderNumber: 1 }] }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.images.map((i: { _id: string }) => i._id)).toEqual([second._id, first._id, item.images[2]._id]);
  });

  it('keeps at most five: a new image cannot take a slot that a stored image keeps', async () => {
    const { procurement, item } = await itemWithThree();
    const full = await save(item._id, itemBody(procurement.id, { images: [png(4), png(5)] }));
    expect(full.body.data.images).toHaveLength(5);
    const sixth = await save(item._id, itemBody(procurement.id, { images: [png(2)] }));
    expect(sixth.body.errors).toEqual([{ param: 'images', msg: 'Two images cannot take the same slot' }]);
    const replaced = await save(item._id, itemBody(procurement.id, { images: [png(2)], deletedImageIds: [item.images[1]._id] }));
    expect(replaced.body.data.images).toHaveLength(5);
  });

  it('refuses to delete or move an image that is not one of this item', async () => {
    const { procurement, item } = await itemWithThree();
    const other = await itemWithThree();
    const answer = await save(item._id, itemBody(procurement.id, {
      images: [{ url: other.item.images[0].url, orderNumber: 4 }],
      deletedImageIds: [other.item.images[1]._id],
    }));
    expect(answer.body.errors).toEqual([
      { param: 'deletedImageIds.0', msg: 'Image not found' },
      { param: 'images.0.url', msg: 'Image not found' },
    ]);
    expect((await download(t, buyer.token, other.item.images[1].url)).status).toBe(200);
  });

  it('removes the stored bytes of deleted items', async () => {
    const { procurement, item } = await itemWithThree();
    const filesBefore = (await imageFiles()).length;
    const answer = await t.call('DELETE', ITEMS, { token: buyer.token, body: { procurementId: procurement.id, procurementItemIds: [item._id] } });
    expect(answer.status).toBe(200);
    expect((await imageFiles()).length).toBe(filesBefore - 3);
  });
});
