import type { EvaluationView } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { ItemRow } from './items/procurement-item.presenter';
import { buildExport } from './items/spreadsheets/procurement-item.export';
import { readItemSheetOnThread, type ItemSheetRead } from './items/spreadsheets/procurement-item.sheet-reader';
import { buildTemplate } from './items/spreadsheets/procurement-item.template';
import { ocdsReleasePackage } from './ocds/ocds-release';
import type { OcdsData } from './ocds/ocds.data';
import type { ProcurementRow } from './procurement-access';
import { evaluationWorkbook } from './vendors/evaluation-export';

// The procurement's heavy tasks (docs/decisions.md 220), run on the heavy-work thread: the item
// workbooks (an uploaded one read, the template and the export built), the evaluation's workbook and
// the OCDS release package, built and serialised there.

export interface OcdsPackageInput {
  data: OcdsData;
  now: Date;
  publicUrl?: string;
}

declare module '../../platform/heavy-work/heavy-tasks' {
  interface HeavyTasks {
    itemTemplateXlsx: (procurement: ProcurementRow) => Promise<Buffer>;
    itemsXlsx: (input: { procurement: ProcurementRow; items: readonly ItemRow[]; grandTotal: string }) => Promise<Buffer>;
    evaluationXlsx: (input: { title: string; view: EvaluationView }) => Promise<Buffer>;
    /** An uploaded item workbook's rows, or why the file is refused. */
    itemSheetRows: (content: Uint8Array) => Promise<ItemSheetRead>;
    /** The package as JSON text. */
    ocdsPackageJson: (input: OcdsPackageInput) => string;
  }
}

export const procurementHeavyTasks = {
  itemTemplateXlsx: buildTemplate,
  itemsXlsx: ({ procurement, items, grandTotal }: { procurement: ProcurementRow; items: readonly ItemRow[]; grandTotal: string }) => buildExport(procurement, items, grandTotal),
  evaluationXlsx: ({ title, view }: { title: string; view: EvaluationView }) => evaluationWorkbook(title, view),
  itemSheetRows: readItemSheetOnThread,
  ocdsPackageJson: ({ data, now, publicUrl }: OcdsPackageInput) => JSON.stringify(ocdsReleasePackage(data, now, publicUrl)),
};
