import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionInvitationDocuments, auctionInvitations } from '../../../db/schema/auction';
import { storedFiles } from '../../../db/schema/files';
import { procurementVendorItems } from '../../../db/schema/procurement';
import { buyerSession } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { PDF } from '../../company/company.testing';
import { invitedSession } from '../auction-invitation.testing';

// Every new endpoint, called for one company's session by a second company's buyer and by a vendor
// of another session: 404 each, and nothing changes.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function multipart(path: string, token: string, invitationId: string) {
  const form = new FormData();
  form.append('auctionInvitationId', invitationId);
  form.append('attachments', new Blob([PDF]), 'kuasa.pdf');
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Everything the calls could change, to compare before and after. */
async function snapshot() {
  const db = t.app.ctx.db;
  return {
    invitations: await db.select().from(auctionInvitations).orderBy(asc(auctionInvitations.id)),
    documents: await db.select().from(auctionInvitationDocuments).orderBy(asc(auctionInvitationDocuments.id)),
    files: (await db.select({ id: storedFiles.id }).from(storedFiles).orderBy(asc(storedFiles.id))).map((f) => f.id),
    capable: await db.select().from(procurementVendorItems).orderBy(asc(procurementVendorItems.id)),
  };
}

describe('tenancy of the vendor and room endpoints', () => {
  it('answers 404 to another company\'s buyer and to another session\'s vendor, and changes nothing', async () => {
    const { auction, vendors } = await invitedSession(t);
    const a = vendors[0]!;
    const uploaded = await multipart('/api/secured/auction/upload-attorney', a.token, a.invitationId);
    expect(uploaded.status).toBe(200);
    const documentId = (uploaded.body as { data: { id: string }[] }).data[0]!.id;
    const other = await invitedSession(t, { vendors: 1 });
    const intruders = { 'another company\'s buyer': (await buyerSession(t)).token, 'another session\'s vendor': other.vendors[0]!.token };

    const calls: Record<string, (token: string) => Promise<{ status: number; body: unknown }>> = {
      'GET room': (token) => t.call('GET', `/api/secured/auction/${auction.id}/room`, { token }),
      'POST validate-invitation-code': (token) => t.call('POST', `/api/secured/auction/validate-invitation-code/${a.code}`, { token, body: {} }),
      'GET secured invitation': (token) => t.call('GET', `/api/secured/auction-invitation/${a.invitationId}`, { token }),
      'GET invitation': (token) => t.call('GET', `/api/auction-invitation/${a.invitationId}`, { token }),
      'POST attend-auction (attend)': (token) =>
        t.call('POST', '/api/secured/auction/attend-auction', { token, body: { auctionInvitationId: a.invitationId, isAttending: true, termsAccepted: true } }),
      'POST attend-auction (decline)': (token) =>
        t.call('POST', '/api/secured/auction/attend-auction', { token, body: { auctionInvitationId: a.invitationId, isAttending: false, reasonNotAttend: 'x' } }),
      'POST not-attend from e-mail': (token) =>
        t.call('POST', '/api/auction/not-attend-auction/from-email', {
          token,
          body: { auctionInvitationId: a.invitationId, isAttending: false, reasonNotAttend: 'x', email: a.email },
        }),
      'POST upload-attorney': (token) => multipart('/api/secured/auction/upload-attorney', token, a.invitationId),
      'DELETE document': (token) => t.call('DELETE', `/api/procurement-vendor/document/${documentId}`, { token }),
      'GET document': (token) => t.call('GET', `/api/secured/auction-invitation/document/${documentId}`, { token }),
      'GET fetch-invitation-by-auction': (token) => t.call('GET', `/api/secured/auction/fetch-invitation-by-auction/${auction.id}`, { token }),
    };

    const before = await snapshot();
    const failures: string[] = [];
    for (const [who, token] of Object.entries(intruders)) {
      for (const [name, call] of Object.entries(calls)) {
        const answer = await call(token);
        const ok = answer.status === 404 && JSON.stringify(answer.body) === JSON.stringify({ errors: [{ param: null, msg: 'Data not found' }] });
        if (!ok) failures.push(`${name} by ${who}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
      // The vendor home lists the caller's own invitations only.
      const mine = await t.call('GET', '/api/secured/auction-invitation/mine', { token });
      expect(JSON.stringify(mine.body)).not.toContain(auction.id);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
