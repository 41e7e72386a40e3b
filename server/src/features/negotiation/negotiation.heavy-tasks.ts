import { checkLedgerHead, type ExpectedLedgerHead, type LedgerHeadVerification } from '@procura/domain/auction/ledger/auction-ledger.rules';
import { verifyNegotiationLedger } from '@procura/domain/negotiation/negotiation-ledger.rules';

// The negotiation's heavy task (docs/decisions.md 220): recomputing its hash chain on the heavy-work
// thread, measured against the head its row keeps.

declare module '../../platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    negotiationLedgerChain: (input: { entries: readonly unknown[]; head: ExpectedLedgerHead | null }) => LedgerHeadVerification;
  }
}

export const negotiationHeavyTasks = {
  negotiationLedgerChain: ({ entries, head }: { entries: readonly unknown[]; head: ExpectedLedgerHead | null }) =>
    checkLedgerHead(verifyNegotiationLedger(entries), entries, head),
};
