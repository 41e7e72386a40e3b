import { describe, expect, it } from 'vitest';
import type { LedgerHeadSignature } from './auction-ledger.rules';
import { ledgerHeadFromText, ledgerHeadLines } from './ledger-head-text.rules';

const head = { auctionId: '3f0c2a1e-9b7d-4c55-8e21-0a1b2c3d4e5f', sequence: 12, headHash: 'ab'.repeat(32) };
const signature: LedgerHeadSignature = { algorithm: 'Ed25519', signedHead: head, signature: `${'Q'.repeat(86)}==`, keyId: 'cd'.repeat(32) };

describe('the ledger head as text', () => {
  it('reads back what the mails print, in either language, with its signature', () => {
    for (const language of ['en', 'id'] as const) {
      const text = `Hello,\n\n${ledgerHeadLines(head, signature, language).join('\n')}\n\nRegards`;
      expect(ledgerHeadFromText(text)).toEqual({ head, signature });
    }
    expect(ledgerHeadFromText(ledgerHeadLines(head, null, 'en').join('\n'))).toEqual({ head, signature: null });
  });

  it('joins the soft line breaks of a mail saved with quoted-printable', () => {
    const line = ledgerHeadLines(head, signature, 'en').join('\n');
    const wrapped = line.replace(/(.{70})/g, '$1=\n');
    expect(ledgerHeadFromText(wrapped)).toEqual({ head, signature });
  });

  it('refuses a text without a head, or with two different heads or signatures', () => {
    expect(ledgerHeadFromText('nothing here')).toEqual({ problem: expect.stringContaining('no ledger head') });
    const other = { ...head, headHash: 'ef'.repeat(32) };
    expect(ledgerHeadFromText([...ledgerHeadLines(head, null, 'en'), ...ledgerHeadLines(other, null, 'id')].join('\n'))).toEqual({ problem: 'the text holds different ledger heads' });
    const resigned = { ...signature, signature: `${'R'.repeat(86)}==` };
    expect(ledgerHeadFromText([...ledgerHeadLines(head, signature, 'en'), ...ledgerHeadLines(head, resigned, 'id')].join('\n'))).toEqual({ problem: 'the text holds different head signatures' });
  });
});
