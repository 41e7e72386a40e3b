import { priceDirectionOf } from '@procura/domain/procurement/procurement.enums';
import type { OcdsData, OcdsSession } from './ocds.data';

// The procurement as an Open Contracting Data Standard 1.1 release package with the bids extension
// (docs/rules/reports-dashboard-help.md#open-contracting-data): one release tagged tender and award. Parties
// carry company names and roles only (no e-mail, phone or person); a vendor is a tenderer when it
// offered, a supplier when the evaluation made it the winner. Each DONE session's ledger head is a
// tender document (and the `ledgerHead` field on it), so anyone holding the exported ledger can
// check it with verify-ledger.

/** The ocid prefix (decision 204): OCDS's form `ocds-` and six characters, ours until a registered one is set. */
export const OCID_PREFIX = 'ocds-prcura';
export const OCDS_VERSION = '1.1';
export const BID_EXTENSION = 'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/master/extension.json';

const amount = (value: string | null, currency: string) => (value === null ? undefined : { amount: Number(value), currency });
const buyerPartyId = (data: OcdsData) => `buyer-${data.buyer.id}`;
const vendorPartyId = (vendorId: string) => `vendor-${vendorId}`;
const sessionBidId = (session: OcdsSession, vendorId: string) => `${session.auction.auctionNumber}-${vendorId}`;

const TENDER_STATUS: Record<string, string> = { DRAFT: 'planning', PENDING_APPROVAL: 'planned', OPEN: 'active', CLOSED: 'complete', CANCELED: 'cancelled' };

function awardCriteriaDetails(data: OcdsData): string {
  const direction = priceDirectionOf(data.procurement.negotiationType) === 'FORWARD' ? 'highest' : 'lowest';
  return data.procurement.evaluationMethod === 'MERIT_POINT'
    ? `Merit point: vendors are ranked by their total score (administration, technical and price weights); the price score rewards the ${direction} offer.`
    : `Price only: vendors are ranked by their last valid offer, the ${direction} first; equal offers go to the one made earlier in the ledger.`;
}

function partiesOf(data: OcdsData) {
  const vendors = new Map<string, { name: string; roles: Set<string> }>();
  const add = (vendorId: string, name: string, role: string) => {
    const party = vendors.get(vendorId) ?? { name, roles: new Set<string>() };
    party.roles.add(role);
    vendors.set(vendorId, party);
  };
  for (const session of data.sessions) for (const bid of session.bids) add(bid.vendorId, bid.vendorName, 'tenderer');
  for (const negotiation of data.negotiations) add(negotiation.vendorId, negotiation.vendorName, 'tenderer');
  if (data.winner) add(data.winner.vendorId, data.winner.vendorName, 'supplier');
  return [
    { id: buyerPartyId(data), name: data.buyer.name, roles: ['buyer', 'procuringEntity'] },
    ...[...vendors].map(([vendorId, party]) => ({ id: vendorPartyId(vendorId), name: party.name, roles: [...party.roles] })),
  ];
}

function bidsOf(data: OcdsData, currency: string) {
  const statistics = data.sessions.flatMap((session) => {
    const notes = `Auction session ${session.auction.auctionNumber}`;
    const date = (session.auction.endedAt ?? session.auction.endTime).toISOString();
    const valid = session.bids.filter((b) => !b.disqualified).length;
    return [
      { id: `${session.auction.auctionNumber}-invited`, measure: 'x_invitedBidders', value: session.invited, date, notes: `${notes}: vendors invited` },
      { id: `${session.auction.auctionNumber}-attending`, measure: 'x_attendingBidders', value: session.attending, date, notes: `${notes}: vendors attending` },
      { id: `${session.auction.auctionNumber}-bids`, measure: 'bidders', value: session.bids.length, date, notes: `${notes}: vendors offering` },
      { id: `${session.auction.auctionNumber}-valid`, measure: 'validBids', value: valid, date, notes },
    ];
  });
  const details = [
    ...data.sessions.flatMap((session) =>
      session.bids.map((bid) => ({
        id: sessionBidId(session, bid.vendorId),
        date: bid.lastOfferAt,
        description: `Final offer in auction session ${session.auction.auctionNumber}`,
        status: bid.disqualified ? 'disqualified' : 'valid',
        tenderers: [{ id: vendorPartyId(bid.vendorId), name: bid.vendorName }],
        value: amount(bid.lastPrice, currency),
        hasRank: bid.ranking !== null,
        rank: bid.ranking,
      })),
    ),
    ...data.negotiations.map((negotiation) => ({
      id: `negotiation-${negotiation.negotiationId}`,
      date: negotiation.endedAt?.toISOString() ?? null,
      description: 'Final price agreed in the negotiation',
      status: 'valid',
      tenderers: [{ id: vendorPartyId(negotiation.vendorId), name: negotiation.vendorName }],
      value: amount(negotiation.finalPrice, currency),
    })),
  ];
  return { statistics, details };
}

/** The bid the winner's price comes from: its negotiation when one was held, else its last session bid. */
function winningBidIds(data: OcdsData): string[] {
  const winner = data.winner;
  if (!winner) return [];
  const negotiation = data.negotiations.filter((n) => n.vendorId === winner.vendorId).at(-1);
  if (negotiation) return [`negotiation-${negotiation.negotiationId}`];
  const session = [...data.sessions].reverse().find((s) => s.bids.some((b) => b.vendorId === winner.vendorId));
  return session ? [sessionBidId(session, winner.vendorId)] : [];
}

function ledgerDocuments(data: OcdsData, publicUrl: string | undefined) {
  return data.sessions
    .filter((session) => session.auction.ledgerHeadHash !== null)
    .map((session) => ({
      id: `ledger-${session.auction.auctionNumber}`,
      documentType: 'auctionLedgerHead',
      title: `Ledger head of auction session ${session.auction.auctionNumber}`,
      description: `SHA-256 head of the session's hash-chained ledger after ${session.auction.sequence} entries: ${session.auction.ledgerHeadHash}. Check an exported ledger with: npm run verify-ledger -- <file> --head ${session.auction.ledgerHeadHash} --entries ${session.auction.sequence}`,
      ...(publicUrl ? { url: `${publicUrl}/api/secured/auction/${session.auction.id}/ledger` } : {}),
      format: 'application/json',
      datePublished: (session.auction.endedAt ?? session.auction.endTime).toISOString(),
      ledgerHead: { auctionId: session.auction.id, sequence: session.auction.sequence, headHash: session.auction.ledgerHeadHash },
    }));
}

/** The release package; `now` is its publication date, `publicUrl` the app's address for links. */
export function ocdsReleasePackage(data: OcdsData, now: Date, publicUrl?: string) {
  const { procurement } = data;
  const currency = procurement.currency ?? 'IDR';
  const ocid = `${OCID_PREFIX}-${procurement.id}`;
  const date = now.toISOString();
  const estimate = data.items.reduce((sum, item) => sum + Number(item.subTotal), 0);
  const offering = new Set([...data.sessions.flatMap((s) => s.bids.map((b) => b.vendorId)), ...data.negotiations.map((n) => n.vendorId)]);
  const parties = partiesOf(data);
  const items = data.items.map((item) => ({
    id: item.id,
    description: item.itemName,
    classification: { scheme: 'x_procura_item_code', id: item.itemCode },
    quantity: Number(item.quantity),
    unit: { name: item.uom, value: { amount: Number(item.pricePerUnit), currency } },
  }));
  const winner = data.winner;
  const release = {
    ocid,
    id: `${ocid}-${date}`,
    date,
    tag: winner ? ['tender', 'award'] : ['tender'],
    initiationType: 'tender',
    language: 'id',
    parties,
    buyer: { id: buyerPartyId(data), name: data.buyer.name },
    tender: {
      id: procurement.procurementNumber ?? procurement.id,
      title: procurement.procurementName,
      status: TENDER_STATUS[procurement.status] ?? null,
      procuringEntity: { id: buyerPartyId(data), name: data.buyer.name },
      items,
      value: { amount: estimate, currency },
      procurementMethod: 'selective',
      procurementMethodDetails: `e-Auction (${procurement.negotiationType}, ${procurement.biddingType})`,
      mainProcurementCategory: null,
      awardCriteria: procurement.evaluationMethod === 'MERIT_POINT' ? 'ratedCriteria' : 'priceOnly',
      awardCriteriaDetails: awardCriteriaDetails(data),
      submissionMethod: ['electronicAuction'],
      tenderPeriod: { startDate: procurement.startDate?.toISOString() ?? null, endDate: procurement.endDate?.toISOString() ?? null },
      numberOfTenderers: offering.size,
      tenderers: parties.filter((p) => p.roles.includes('tenderer')).map((p) => ({ id: p.id, name: p.name })),
      documents: ledgerDocuments(data, publicUrl),
      milestones: data.sessions.map((session) => ({
        id: `session-${session.auction.auctionNumber}`,
        title: `Auction session ${session.auction.auctionNumber}`,
        type: 'engagement',
        dueDate: session.auction.startTime.toISOString(),
        dateMet: (session.auction.endedAt ?? session.auction.endTime).toISOString(),
        status: 'met',
      })),
    },
    bids: bidsOf(data, currency),
    ...(winner
      ? {
          awards: [
            {
              id: `${ocid}-award-1`,
              title: `Winner of ${procurement.procurementName}`,
              status: procurement.status === 'CLOSED' ? 'active' : 'pending',
              date: procurement.status === 'CLOSED' ? procurement.statusChangedAt.toISOString() : null,
              value: { amount: Number(winner.price), currency },
              suppliers: [{ id: vendorPartyId(winner.vendorId), name: winner.vendorName }],
              items,
              relatedBids: winningBidIds(data),
            },
          ],
        }
      : {}),
  };
  return {
    uri: publicUrl ? `${publicUrl}/api/secured/procurement/${procurement.id}/ocds` : undefined,
    version: OCDS_VERSION,
    extensions: [BID_EXTENSION],
    publishedDate: date,
    publisher: { name: data.buyer.name },
    releases: [release],
  };
}
