import { renderNegotiationReport, type NegotiationReportData } from './negotiation/negotiation-report.docx';

// The reports' heavy task (docs/decisions.md 220): the negotiation minutes' DOCX, built and packed on
// the heavy-work thread (docx's objects are class instances: only the data crosses). The auction
// reports are PDFs: their documents cross as data to the platform's `pdf` task.

declare module '../../platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    negotiationReportDocx: (data: NegotiationReportData) => Promise<Buffer>;
  }
}

export const reportHeavyTasks = { negotiationReportDocx: renderNegotiationReport };
