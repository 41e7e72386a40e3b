import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { apiDoc } from '../../../platform/http/openapi';

const doc = apiDoc('Auction');

/**
 * GET /api/ledger/signing-key (public): the Ed25519 public key that signs the ledger heads of every
 * export (`headSignature`). Public on purpose: a vendor or an auditor checks an exported ledger with
 * `npm run verify-ledger -- <file> --key <this answer saved as a file, or its publicKey>` without an account.
 */
export function ledgerKeyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/ledger/signing-key',
      doc({
        summary: "The public key that signs ledger heads (Ed25519); public",
        answer: '`{ algorithm: "Ed25519", keyId, publicKey, publicKeyPem }`: keyId is the sha256 (hex) of the SPKI DER, publicKey that DER in base64',
      }),
      async (_req, reply) => {
        const key = ctx.secrets.ledgerKey;
        void reply.header('cache-control', 'public, max-age=3600');
        return { data: { algorithm: 'Ed25519', keyId: key.keyId, publicKey: key.publicKeyBase64, publicKeyPem: key.publicKeyPem } };
      },
    );
  };
}
