import ExcelJS from 'exceljs';
import type { EvaluationView } from '@procura/domain/procurement/vendors/procurement-vendor.views';

// The evaluation table as an .xlsx file. Amounts are written as numbers so they can be summed;
// Excel keeps 15 significant digits, like any spreadsheet, which the on-screen table does not need.

const ADMINISTRATION_LABEL = { PASSED: 'Passed', NOT_PASSED: 'Not Passed' } as const;
const DASH = '-';
const AMOUNT = '#,##0.00';

const COLUMNS: Array<Partial<ExcelJS.Column>> = [
  { header: 'Rank', key: 'rank', width: 8 },
  { header: 'Company Name', key: 'companyName', width: 36 },
  { header: 'Administration', key: 'administration', width: 16 },
  { header: 'Administration Score', key: 'administrationScore', width: 14, style: { numFmt: AMOUNT } },
  { header: 'Technical Score', key: 'technicalScore', width: 14, style: { numFmt: AMOUNT } },
  { header: 'Technical', key: 'technicalWeighted', width: 12, style: { numFmt: AMOUNT } },
  { header: 'Price', key: 'priceScore', width: 12, style: { numFmt: AMOUNT } },
  { header: 'Total', key: 'totalScore', width: 12, style: { numFmt: AMOUNT } },
  { header: 'Indicator', key: 'indicatorPrice', width: 22, style: { numFmt: AMOUNT } },
  { header: 'Last Price', key: 'lastPrice', width: 22, style: { numFmt: AMOUNT } },
  { header: 'Saving (%)', key: 'saving', width: 12, style: { numFmt: AMOUNT } },
  { header: 'Winner', key: 'winner', width: 10 },
];

const numberOrDash = (value: string | null) => (value === null ? DASH : Number(value));

/** The workbook's bytes: one sheet, the rows in ranking order, dashes where the table shows them. */
export async function evaluationWorkbook(title: string, view: EvaluationView): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Evaluation');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of view.rows) {
    sheet.addRow({
      rank: row.rank ?? DASH,
      companyName: row.companyName,
      administration: row.administration ? ADMINISTRATION_LABEL[row.administration] : DASH,
      administrationScore: numberOrDash(row.administrationScore),
      technicalScore: numberOrDash(row.technicalScore),
      technicalWeighted: numberOrDash(row.technicalWeighted),
      priceScore: numberOrDash(row.priceScore),
      totalScore: numberOrDash(row.totalScore),
      indicatorPrice: numberOrDash(row.indicatorPrice),
      lastPrice: numberOrDash(row.lastPrice),
      saving: numberOrDash(row.saving),
      winner: row.winner ? 'Winner' : '',
    });
  }
  if (view.scoring) {
    sheet.addRow({});
    const { administrationValue, technicalValue, priceValue } = view.scoring;
    sheet.addRow({ companyName: `Scoring: administration ${administrationValue}%, technical ${technicalValue}%, price ${priceValue}%` });
  }
  workbook.title = title;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name made of safe characters: the procurement number, or its id while it has none. */
export function evaluationFileName(procurement: { id: string; procurementNumber: string | null }): string {
  const base = (procurement.procurementNumber ?? procurement.id).replace(/[^A-Za-z0-9._-]/g, '_');
  return `evaluation-${base}.xlsx`;
}
