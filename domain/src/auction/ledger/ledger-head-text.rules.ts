import type { LedgerHeadSignature, SignedLedgerHead } from './auction-ledger.rules';

// The ledger's head as text outside the server (decision 241): the result mails of a finished session
// carry these lines, and `npm run verify-ledger -- ledger.json --head <mail saved as text>` reads them
// back. One format, written and read here, in both languages (either line is enough to read it).

const EN_HEAD = /Ledger head of session ([0-9a-f-]{36}): sequence (\d+), hash ([0-9a-f]{64})/g;
const ID_HEAD = /Kepala ledger sesi ([0-9a-f-]{36}): urutan (\d+), hash ([0-9a-f]{64})/g;
// An Ed25519 signature is 64 bytes: 86 base64 characters and '=='.
const EN_SIGNATURE = /Head signature \(Ed25519, key ([0-9a-f]{64})\): ([A-Za-z0-9+/]{86}==)/g;
const ID_SIGNATURE = /Tanda tangan kepala \(Ed25519, kunci ([0-9a-f]{64})\): ([A-Za-z0-9+/]{86}==)/g;

/** The lines that print a head (and its signature when there is one), in English or Indonesian. */
export function ledgerHeadLines(head: SignedLedgerHead, signature: LedgerHeadSignature | null, language: 'en' | 'id'): string[] {
  if (language === 'en') {
    return [
      `Ledger head of session ${head.auctionId}: sequence ${head.sequence}, hash ${head.headHash}`,
      ...(signature ? [`Head signature (Ed25519, key ${signature.keyId}): ${signature.signature}`] : []),
    ];
  }
  return [
    `Kepala ledger sesi ${head.auctionId}: urutan ${head.sequence}, hash ${head.headHash}`,
    ...(signature ? [`Tanda tangan kepala (Ed25519, kunci ${signature.keyId}): ${signature.signature}`] : []),
  ];
}

/** A head read from text: the head, its signature when printed, or why it cannot be read. */
export type HeadFromText = { head: SignedLedgerHead; signature: LedgerHeadSignature | null } | { problem: string };

/** Every match of the patterns in the text as written, else with quoted-printable soft breaks joined (a mail saved as .eml). */
function matchesIn(text: string, patterns: RegExp[]): RegExpMatchArray[] {
  const found = patterns.flatMap((pattern) => [...text.matchAll(pattern)]);
  if (found.length > 0) return found;
  const joined = text.replace(/=\r?\n/g, '');
  return patterns.flatMap((pattern) => [...joined.matchAll(pattern)]);
}

/** The head printed in a text (a result mail saved as text or .eml). Every printed head must be the same one, and so must every signature. */
export function ledgerHeadFromText(text: string): HeadFromText {
  const heads = matchesIn(text, [EN_HEAD, ID_HEAD]).map(([, auctionId, sequence, headHash]) => ({ auctionId: auctionId!, sequence: Number(sequence), headHash: headHash! }));
  if (heads.length === 0) return { problem: 'the text holds no ledger head ("Ledger head of session …: sequence …, hash …")' };
  const key = (h: SignedLedgerHead) => `${h.auctionId} ${h.sequence} ${h.headHash}`;
  if (new Set(heads.map(key)).size > 1) return { problem: 'the text holds different ledger heads' };
  const head = heads[0]!;
  const signatures = matchesIn(text, [EN_SIGNATURE, ID_SIGNATURE]).map(([, keyId, value]) => `${keyId} ${value}`);
  if (new Set(signatures).size > 1) return { problem: 'the text holds different head signatures' };
  if (signatures.length === 0) return { head, signature: null };
  const [keyId, value] = signatures[0]!.split(' ');
  return { head, signature: { algorithm: 'Ed25519', signedHead: head, signature: value!, keyId: keyId! } };
}
