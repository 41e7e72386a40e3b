import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { signedHeadMessage, type LedgerHeadSignature, type SignedLedgerHead } from '@procura/domain/auction/ledger/auction-ledger.rules';

// The app's Ed25519 key for ledger heads (decision 168): an export carries its head signed, and the public
// key is published (GET /api/ledger/signing-key), so `npm run verify-ledger -- --key` tells the app's
// chain from one re-chained elsewhere. The key comes from LEDGER_SIGNING_KEY, else it is generated on
// first start and kept in the database with the other secrets (platform/secrets.ts): every node signs alike.

export interface LedgerSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** sha256 (hex) of the public key's SPKI DER. */
  keyId: string;
  /** The public key's SPKI DER in base64, and as PEM. */
  publicKeyBase64: string;
  publicKeyPem: string;
}

/** A private key given as PKCS#8 PEM or base64 of its DER; throws unless it is an Ed25519 key. */
export function parseLedgerPrivateKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`an Ed25519 key is needed, not ${key.asymmetricKeyType ?? 'a secret key'}`);
  return key;
}

/** A new Ed25519 private key as base64 of its PKCS#8 DER (what the database keeps). */
export function newLedgerPrivateKey(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

export function ledgerSigningKey(privateKey: KeyObject): LedgerSigningKey {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(der).digest('hex'),
    publicKeyBase64: der.toString('base64'),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/** Signs a ledger head (Ed25519 over the UTF-8 of its canonical JSON). */
export function signLedgerHead(key: LedgerSigningKey, head: SignedLedgerHead): LedgerHeadSignature {
  const signedHead = { auctionId: head.auctionId, sequence: head.sequence, headHash: head.headHash };
  const signature = sign(null, Buffer.from(signedHeadMessage(signedHead), 'utf8'), key.privateKey).toString('base64');
  return { algorithm: 'Ed25519', signedHead, signature, keyId: key.keyId };
}

/** Whether `signature` is this key's over `head`. */
export function ledgerHeadSignedBy(key: LedgerSigningKey, signature: LedgerHeadSignature): boolean {
  return verify(null, Buffer.from(signedHeadMessage(signature.signedHead), 'utf8'), key.publicKey, Buffer.from(signature.signature, 'base64'));
}
