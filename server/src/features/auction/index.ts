// The auction feature's public face: what other features may use of it (the lint keeps the wall,
// .dependency-cruiser.cjs). Anything else in this folder is its own business.
export { countLiveSessionsOf, countSessionsOf, deleteDraftSessionsOf, doneSessionsOf, hasDoneSessionSql, vendorsOfLastDoneSession, withFinalOfferOrder } from './auction-ownership';
export { vendorAccountOf } from './invitations/auction-invitations';
export { hashingOf, ledgerOf } from './ledger/auction-ledger.store';
export { signHeadOnce, type HeadSigning } from './ledger/ledger-head-signing';
export { connectionRecordOf } from './room/auction-connections.service';
export { assistanceRecordOf, type AssistanceRecordLine } from './assistance/auction-assistance.service';
export { startSessionSoon } from './session/auction-start-soon';
export type { AuctionRow, ProcurementRow } from './room/auction-access';
export { loadBoard, offerLogOf, rankingOf } from './room/auction-board';
export type { Board, Participant } from './room/auction-board';
