// Checks an exported auction ledger offline (docs/rules/auction-bidding.md#ledger):
//   npm run verify-ledger -- file.json [--head <hash> [--entries <n>]] [--key <public key>]
// The file is what GET /api/secured/auction/{id}/ledger answers (the app's "Download ledger (JSON)"),
// or its entries array. Prints 'valid, N entries, head <hash>', or 'broken: …' naming what does not
// hold. A vendor's copy (other vendors pseudonymised, `vendorCopy` beside the entries) is recognised
// and checked as far as it can be: its verdict says how many entries were recomputed and how many of
// other vendors were taken as exported; the full export is checked in full.
// A chain cut short, or changed and re-hashed from the changed entry on, still chains by itself, so
// (decision 168) an empty ledger is refused, and the chain is measured against a head it must end at:
// --head, the head hash the Auction Log Report prints (--entries, its entry count, names what is
// missing) or a result mail saved as text (its head and signature, decision 241), and --key, the app's Ed25519 public key (GET /api/ledger/signing-key: the answer saved as
// a file, a PEM file, or the base64 of its DER): the file's `headSignature` must be the app's over the
// head the chain ends at, so a ledger re-chained elsewhere cannot pass as the app's.
// --receipts receipts.json (GET …/receipts' answer, the vendor room's "Download receipts (JSON)"): each
// receipt's entry must be in the chain at its sequence with its hash, time and amount, its head an
// entry at or after it; every receipt not proven is named (a receipt of another session included).
// Exit 0 valid, 1 broken (or a signature that does not hold, or a receipt not proven), 2 unreadable
// (a malformed ledger, key or receipts file).
import { createHash, createPublicKey, verify } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isVendorLedgerCopy, vendorLedgerCopyVerdict, verifyVendorLedgerCopy } from '../domain/src/auction/ledger/auction-ledger-copy.rules.ts';
import { checkReceipts, receiptsOf, receiptsVerdict } from '../domain/src/auction/ledger/offer-receipt.rules.ts';
import { AFTER_END_KINDS, checkLedgerHead, exportedHashing, ledgerEntriesOf, ledgerHeadVerdict, ledgerVerdict, signedHeadMessage, verifyLedger } from '../domain/src/auction/ledger/auction-ledger.rules.ts';
import { ledgerFormOf } from '../domain/src/auction/ledger/ledger-forms.rules.ts';
import { ledgerHeadFromText } from '../domain/src/auction/ledger/ledger-head-text.rules.ts';

const USAGE = 'usage: npm run verify-ledger -- <ledger.json> [--head <hash> [--entries <n>] | --head <result mail as text>] [--key <public key file or base64>] [--receipts <receipts.json>]';
const fail = (message, code = 2) => {
  console.error(message);
  process.exit(code);
};

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { head: { type: 'string' }, entries: { type: 'string' }, key: { type: 'string' }, receipts: { type: 'string' } } });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const [file] = args.positionals;
if (!file || args.positionals.length > 1) fail(USAGE);
const { head: headOption, entries: entriesOption, key: keyOption, receipts: receiptsOption } = args.values;
if (entriesOption !== undefined && (!/^\d+$/.test(entriesOption) || headOption === undefined)) fail('--entries takes the entry count printed beside the head, with --head');

// npm runs scripts from the repository root; a relative path means the caller's directory.
const here = process.env.INIT_CWD ?? process.cwd();
const fullPath = path.resolve(here, file);

/**
 * --head: the 64 hexadecimal characters of a head hash, or a file holding a result mail's text (decision 241):
 * its head (session, sequence, hash) and, when printed, the app's signature over it.
 */
function headOf(option) {
  if (/^[0-9a-f]{64}$/.test(option)) return { head: { auctionId: null, sequence: null, headHash: option }, signature: null, fromText: false };
  const textPath = path.resolve(here, option);
  if (!existsSync(textPath)) fail('--head takes the 64 hexadecimal characters of the head hash, or a file holding a result mail with the head');
  const read = ledgerHeadFromText(readFileSync(textPath, 'utf8'));
  if ('problem' in read) fail(`${textPath}: ${read.problem}`);
  return { ...read, fromText: true };
}
const given = headOption === undefined ? null : headOf(headOption);
if (given?.fromText && entriesOption !== undefined) fail('--entries is not needed with a mail: its head names its sequence');

let exported;
try {
  exported = JSON.parse(readFileSync(fullPath, 'utf8'));
} catch (error) {
  fail(`cannot read ${fullPath}: ${error instanceof Error ? error.message : String(error)}`);
}
const entries = ledgerEntriesOf(exported);
if (!entries) fail(`${fullPath}: no ledger entries (expected { data: { entries } } or an array)`);
const holder = exported && typeof exported === 'object' && !Array.isArray(exported) ? (exported.data ?? exported) : null;
const headSignature = holder && typeof holder === 'object' ? (holder.headSignature ?? null) : null;

/** The app's public key from --key: a file (the signing-key answer as JSON, or a PEM) or the base64 of its SPKI DER. */
function publicKeyOf(option) {
  const keyPath = path.resolve(here, option);
  let text = existsSync(keyPath) ? readFileSync(keyPath, 'utf8').trim() : option.trim();
  if (text.startsWith('{')) {
    const answer = JSON.parse(text);
    const data = answer.data ?? answer;
    text = String(data.publicKeyPem ?? data.publicKey ?? '');
  }
  const key = text.startsWith('-----BEGIN')
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`not an Ed25519 key (${key.asymmetricKeyType})`);
  return { key, keyId: createHash('sha256').update(key.export({ format: 'der', type: 'spki' })).digest('hex') };
}

/** Checks the file's headSignature with the key: the head it signs, or why it cannot be trusted. */
function signedHeadOf(signature, publicKey) {
  if (!signature || typeof signature !== 'object') return { error: 'the file carries no headSignature to check' };
  const { algorithm, signedHead, signature: value, keyId } = signature;
  if (algorithm !== 'Ed25519') return { error: `the head is signed with ${String(algorithm)}, not Ed25519` };
  if (!signedHead || typeof signedHead !== 'object' || typeof value !== 'string') return { error: 'the headSignature is not a signed head' };
  if (keyId !== publicKey.keyId) return { error: `the head is signed by key ${String(keyId)}, not by the given key ${publicKey.keyId}` };
  let holds = false;
  try {
    holds = verify(null, Buffer.from(signedHeadMessage(signedHead), 'utf8'), publicKey.key, Buffer.from(value, 'base64'));
  } catch {
    holds = false;
  }
  if (!holds) return { error: 'the signature does not hold over the signed head: the head or the signature was changed' };
  const auctionId = entries[0]?.auctionId;
  if (auctionId !== undefined && signedHead.auctionId !== auctionId) return { error: `the signed head is of auction ${signedHead.auctionId}, the entries of ${auctionId}` };
  return { head: signedHead };
}

const copy = isVendorLedgerCopy(exported);
let form;
try {
  form = ledgerFormOf(holder?.ledgerForm);
} catch (error) {
  fail(`${fullPath}: ${error instanceof Error ? error.message : String(error)}`);
}
// Form 2 (decision 240): every entry of the full export and of a vendor's copy is recomputed.
const chain = copy ? verifyVendorLedgerCopy(entries, holder.vendorCopy) : verifyLedger(entries, exportedHashing(form));

const notes = [];
let trusted = true;
let expected = given === null ? null : { sequence: given.fromText ? given.head.sequence : entriesOption === undefined ? null : Number(entriesOption), headHash: given.head.headHash };
if (given?.fromText) {
  const auctionId = entries[0]?.auctionId;
  if (auctionId !== undefined && given.head.auctionId !== auctionId) {
    trusted = false;
    notes.push(`head: the mail's head is of session ${given.head.auctionId}, the entries of ${auctionId}`);
  }
}
if (keyOption !== undefined) {
  let publicKey;
  try {
    publicKey = publicKeyOf(keyOption);
  } catch (error) {
    fail(`cannot read the key ${keyOption}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const signed = signedHeadOf(headSignature, publicKey);
  if (signed.error) {
    trusted = false;
    notes.push(`signature: NOT VALID: ${signed.error}`);
  } else {
    notes.push(`signature: valid (Ed25519, key ${publicKey.keyId}) over sequence ${signed.head.sequence}, head ${signed.head.headHash}`);
    if (given !== null && (given.head.headHash !== signed.head.headHash || (given.head.sequence !== null && given.head.sequence !== signed.head.sequence))) {
      trusted = false;
      notes.push(`head: the file's signed head (sequence ${signed.head.sequence}, ${signed.head.headHash}) is not the --head (${given.head.sequence === null ? '' : `sequence ${given.head.sequence}, `}${given.head.headHash})`);
    }
    if (given?.signature) {
      const mailed = signedHeadOf(given.signature, publicKey);
      if (mailed.error) {
        trusted = false;
        notes.push(`mail signature: NOT VALID: ${mailed.error}`);
      } else {
        notes.push(`mail signature: valid (Ed25519, key ${publicKey.keyId}) over the mail's head`);
      }
    }
    expected = { sequence: signed.head.sequence, headHash: signed.head.headHash };
  }
} else if (headSignature) {
  notes.push('signature: not checked (pass --key with the public key of GET /api/ledger/signing-key)');
} else {
  notes.push('signature: none in the file, not checked');
}

// A mail's head is the end's: only objections and their answers may follow it.
const result = checkLedgerHead(chain, entries, expected, given?.fromText ? AFTER_END_KINDS : null);
const afterHead = given?.fromText && result.valid && expected?.sequence != null ? entries.length - expected.sequence : 0;
if (afterHead > 0) notes.push(`head: the chain passes the mail's head at sequence ${expected.sequence}; after it ${afterHead} objection ${afterHead === 1 ? 'entry' : 'entries'}`);
const verdict = result.problem === null ? (copy ? vendorLedgerCopyVerdict(result) : ledgerVerdict(result)) : result.problem === 'BROKEN' && copy ? vendorLedgerCopyVerdict(result) : ledgerHeadVerdict(result);
console.log(verdict);
if (result.valid && expected && afterHead === 0) console.log(`head: the chain ends at the expected head${expected.sequence == null ? "" : ` (sequence ${expected.sequence})`}`);
for (const note of notes) console.log(note);
let receiptsHold = true;
if (receiptsOption !== undefined) {
  const receiptsPath = path.resolve(here, receiptsOption);
  let receiptsFile;
  try {
    receiptsFile = JSON.parse(readFileSync(receiptsPath, 'utf8'));
  } catch (error) {
    fail(`cannot read the receipts ${receiptsPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const read = receiptsOf(receiptsFile);
  if ('malformed' in read) fail(`${receiptsPath}: malformed receipts: ${read.malformed}`);
  const ledgerAuction = entries[0]?.auctionId;
  if (read.auctionId !== null && read.auctionId !== ledgerAuction) {
    console.log(`receipts: the file is of session ${read.auctionId}, the ledger of ${String(ledgerAuction)}`);
    receiptsHold = false;
  }
  const checks = checkReceipts(entries, read.receipts, result.valid);
  for (const line of receiptsVerdict(checks)) console.log(line);
  if (checks.some((c) => c.problem !== null)) receiptsHold = false;
}
process.exit(result.valid && trusted && receiptsHold ? 0 : 1);
