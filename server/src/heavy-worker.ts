import { threadId } from 'node:worker_threads';
import type { HeavyRequest, HeavyTaskName, HeavyTaskTable } from './platform/heavy-work/heavy-tasks';

// The heavy-work thread's entry (docs/decisions.md 220), the second entry point of the bundle
// (build.mjs: dist/heavy-worker.js) beside main.ts: like app.ts for routes, it gathers every
// feature's heavy tasks into the one table the pool's thread runs. Nothing here reads the
// database, the environment or the network: data in, bytes or plain data out. Each group of tasks
// is loaded when one of them is first asked for, so a thread that only renders PDFs never loads
// exceljs or docx (a thread starts in a fraction of a second).

declare module './platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    /** The thread a task runs on (the pool's tests). */
    threadId: (input: null) => number;
  }
}

const here = async () => ({ threadId: () => threadId });
const pdf = async () => (await import('./platform/reports/pdf-render')).pdfHeavyTasks;
const auction = async () => (await import('./features/auction/auction.heavy-tasks')).auctionHeavyTasks;
const negotiation = async () => (await import('./features/negotiation/negotiation.heavy-tasks')).negotiationHeavyTasks;
const procurement = async () => (await import('./features/procurement/procurement.heavy-tasks')).procurementHeavyTasks;
const report = async () => (await import('./features/report/report.heavy-tasks')).reportHeavyTasks;
const auctionReport = async () => (await import('./features/report/auction-log-report.heavy-tasks')).auctionReportHeavyTasks;
const receipts = async () => (await import('./features/auction/ledger/auction-receipts.heavy-tasks')).receiptsHeavyTasks;

/** Every task's group: a task declared without one does not compile. */
const GROUP_OF: { [K in HeavyTaskName]: () => Promise<Pick<HeavyTaskTable, K>> } = {
  threadId: here,
  pdf,
  auctionLedgerCheck: auction,
  biddingHistoryXlsx: auction,
  negotiationLedgerChain: negotiation,
  itemTemplateXlsx: procurement,
  itemsXlsx: procurement,
  itemSheetRows: procurement,
  evaluationXlsx: procurement,
  ocdsPackageJson: procurement,
  negotiationReportDocx: report,
  auctionReportData: auctionReport,
  auctionReportDocument: auctionReport,
  receiptsDocument: receipts,
};

/** Piscina calls this with each task the pool was given. */
export default async function runHeavyTask({ task, input }: HeavyRequest): Promise<unknown> {
  const group = (GROUP_OF as Record<string, () => Promise<Record<string, (input: unknown) => unknown>>>)[task];
  if (!group) throw new Error(`No heavy task is named ${task}`);
  return (await group())[task]!(input);
}
