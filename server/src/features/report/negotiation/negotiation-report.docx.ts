import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type ITableCellOptions,
} from 'docx';
import { formatDateTime, formatDayAndDate } from '@procura/domain/common/dates';
import { formatOfficialMoney, formatOfficialNumber } from '@procura/domain/common/money/money';
import { amountInWords } from '@procura/domain/common/money/terbilang';
import { procurementBiddingTypes } from '@procura/domain/master-data/master-data.enums';
import { minutesFigures, type MinutesFigures, type MinutesLine, type MinutesSaving } from '@procura/domain/report/negotiation-minutes.rules';
import type { NegotiationReportForm } from '@procura/domain/report/report-negotiation.schemas';
import { printable } from '../printable';

// Berita Acara Klarifikasi dan Negosiasi (docs/rules/reports-dashboard-help.md#reports): an A4 DOCX in Indonesian, written with `docx`
// (it escapes every text, so a letter number with markup prints as typed). Amounts the Indonesian
// way (`Rp 1.234.567,00`) and in words, times in WIB. The prices before and after are two tables
// whose lines and totals come from minutesFigures, so the document adds up as printed. After the
// signatures, the annex (Lampiran, docs/rules/negotiation.md#minutes-annex): the price deals confirmed in
// the chat and the spectators present, each as the service gathered them.

export interface NegotiationReportItem {
  itemCode: string;
  itemName: string;
  uom: string;
  /** The starting unit price and the quantity it stood for. */
  initialPrice: string;
  initialQuantity: string;
  /** The vendor had no unit price for the item: the starting price is the buyer's estimate. */
  initialFromEstimate: boolean;
  /** The agreed unit price and quantity. */
  finalPrice: string | null;
  finalQuantity: string;
}

/** One round: online an offer (time, side, status), offline a typed log row (both prices). */
export interface NegotiationReportRound {
  at: Date | null;
  buyer: string | null;
  vendor: string | null;
  status: string | null;
}

/** One side of a chat deal as the chat line names it. */
export interface NegotiationReportPerson {
  side: 'buyer' | 'vendor';
  company: string;
  name: string;
}

/** A price deal proposed in the chat by one side and confirmed by the other. */
export interface NegotiationReportChatDeal {
  /** When the other side confirmed it. */
  at: Date;
  /** Null when no proposal of the other side precedes the confirmation. */
  proposedBy: NegotiationReportPerson | null;
  confirmedBy: NegotiationReportPerson;
  price: string | null;
  /** Words typed with the proposal or the confirmation, if any. */
  message: string | null;
}

/** An invited spectator who joined the negotiation's room before it ended. */
export interface NegotiationReportSpectator {
  name: string;
  company: string;
  firstJoinedAt: Date;
}

export interface NegotiationReportData {
  form: NegotiationReportForm;
  procurementNumber: string;
  procurementName: string;
  biddingType: string;
  currency: string;
  buyerCompany: string;
  buyerName: string;
  vendorName: string;
  vendorPicName: string;
  negotiationType: 'ONLINE' | 'OFFLINE';
  startedAt: Date | null;
  endedAt: Date | null;
  /** The vendor's total before negotiation (its last price). */
  lastPrice: string | null;
  items: NegotiationReportItem[];
  rounds: NegotiationReportRound[];
  /** The annex: confirmed chat deals and spectators present, in time order. */
  chatDeals: NegotiationReportChatDeal[];
  spectators: NegotiationReportSpectator[];
  generatedAt: Date;
}

const FONT = 'Arial';
const SIZE = 20; // half-points: 10 pt
const A4 = { width: 11906, height: 16838 };
const MARGIN = 1134; // 2 cm
const TEXT_WIDTH = A4.width - 2 * MARGIN;

const OFFER_STATUS_ID: Record<string, string> = { OFFER: 'Penawaran', DEAL: 'Sepakat (DEAL)', NOT_DEAL: 'Tidak sepakat', OFFER_LAST_PRICE: 'Harga terakhir', ACCEPT: 'Diterima', CANCELLED: 'Dibatalkan' };

/** A calendar day `yyyy-mm-dd` as 'Rabu, 25 November 2026' (the day itself, no zone shift). */
export function longDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Midnight UTC is 07:00 in Jakarta: the same calendar day.
  return formatDayAndDate(Date.UTC(year, month - 1, date), 'id');
}

const longDayNoWeekday = (day: string) => longDay(day).replace(/^[^,]+, /, '');

function text(value: string, options: { bold?: boolean; italics?: boolean; size?: number } = {}): TextRun {
  return new TextRun({ text: value, font: FONT, size: options.size ?? SIZE, bold: options.bold ?? false, italics: options.italics ?? false });
}

function paragraph(
  runs: string | TextRun[],
  options: { align?: (typeof AlignmentType)[keyof typeof AlignmentType]; after?: number; before?: number; bold?: boolean; keepNext?: boolean; pageBreakBefore?: boolean } = {},
): Paragraph {
  return new Paragraph({
    children: typeof runs === 'string' ? [text(runs, { bold: options.bold ?? false })] : runs,
    alignment: options.align ?? AlignmentType.JUSTIFIED,
    spacing: { after: options.after ?? 120, before: options.before ?? 0, line: 276 },
    keepNext: options.keepNext ?? false,
    pageBreakBefore: options.pageBreakBefore ?? false,
  });
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER };
const LINE = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
const LINES = { top: LINE, bottom: LINE, left: LINE, right: LINE, insideHorizontal: LINE, insideVertical: LINE };

function cell(content: string | Paragraph[], width: number, options: Partial<ITableCellOptions> & { bold?: boolean; align?: (typeof AlignmentType)[keyof typeof AlignmentType] } = {}): TableCell {
  const { bold, align, ...rest } = options;
  const children = typeof content === 'string' ? [paragraph([text(content, { bold: bold ?? false })], { align: align ?? AlignmentType.LEFT, after: 40 })] : content;
  return new TableCell({ children, width: { size: width, type: WidthType.DXA }, margins: { top: 40, bottom: 40, left: 80, right: 80 }, verticalAlign: VerticalAlign.CENTER, ...rest });
}

/** 'Label : value' lines of the procurement and the parties (no borders, like a letter). */
function detailsTable(rows: Array<[string, string]>): Table {
  const widths = [3000, 300, TEXT_WIDTH - 3300];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: rows.map(([label, value]) => new TableRow({ children: [cell(label, widths[0]!), cell(':', widths[1]!), cell(value, widths[2]!)], cantSplit: true })),
  });
}

/** A cell's text: one line, or several (one paragraph each). */
type GridValue = string | string[];

function gridTable(headers: string[], widths: number[], body: Array<Array<{ value: GridValue; bold?: boolean; align?: 'left' | 'right' | 'center'; span?: number }>>): Table {
  const alignOf = (a?: 'left' | 'right' | 'center') => (a === 'right' ? AlignmentType.RIGHT : a === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT);
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: LINES,
    rows: [
      new TableRow({
        tableHeader: true,
        cantSplit: true,
        children: headers.map((header, i) => cell(header, widths[i]!, { bold: true, align: AlignmentType.CENTER, shading: { fill: 'E7ECF3', color: 'auto', type: 'clear' } })),
      }),
      ...body.map((row) => {
        let column = 0;
        return new TableRow({
          cantSplit: true,
          children: row.map((entry) => {
            const span = entry.span ?? 1;
            const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0);
            column += span;
            const content = Array.isArray(entry.value) ? entry.value.map((line) => paragraph([text(line, { bold: entry.bold ?? false })], { align: alignOf(entry.align), after: 40 })) : entry.value;
            return cell(content, width, { bold: entry.bold ?? false, align: alignOf(entry.align), ...(span > 1 ? { columnSpan: span } : {}) });
          }),
        });
      }),
    ],
  });
}

const ESTIMATE_MARK = ' *';

/** The figures of the document, from its items and the vendor's last total. */
export function figuresOf(data: NegotiationReportData): MinutesFigures {
  return minutesFigures(
    data.items.map((item) => ({ unitBefore: item.initialPrice, quantityBefore: item.initialQuantity, unitAfter: item.finalPrice, quantityAfter: item.finalQuantity })),
    data.lastPrice,
  );
}

/** One table of prices (before or after): unit price x quantity = line; the last row is the sum of the lines. */
function pricesTable(data: NegotiationReportData, lines: MinutesLine[], total: string, labels: { unit: string; line: string; total: string }, before: boolean): Table {
  const money = (value: string | null) => (value === null ? '-' : formatOfficialMoney(value, data.currency));
  const widths = [450, 1250, 2288, 1350, 2000, 2300].map((w) => Math.round((w * TEXT_WIDTH) / 9638));
  const rows = data.items.map((item, index) => {
    const row = lines[index]!;
    const estimate = before && item.initialFromEstimate;
    return [
      { value: String(index + 1), align: 'center' as const },
      { value: item.itemCode },
      { value: item.itemName },
      { value: `${formatOfficialNumber(row.quantity)} ${item.uom}`, align: 'right' as const },
      { value: `${money(row.unitPrice)}${estimate ? ESTIMATE_MARK : ''}`, align: 'right' as const },
      { value: money(row.total), align: 'right' as const },
    ];
  });
  return gridTable(['No', 'Kode Barang', 'Nama Barang', 'Kuantitas', labels.unit, labels.line], widths, [
    ...rows,
    [
      { value: labels.total, bold: true, span: 5, align: 'right' },
      { value: money(total), bold: true, align: 'right' },
    ],
  ]);
}

const savingText = (saving: MinutesSaving, currency: string, base: string) =>
  `${formatOfficialMoney(saving.amount, currency)}${saving.percent === null ? '' : ` (${formatOfficialNumber(saving.percent, 2)}% dari ${base})`}`;

/** The totals side by side with the saving, each naming the table it comes from. */
function summaryTable(data: NegotiationReportData, figures: MinutesFigures): Table {
  const money = (value: string) => formatOfficialMoney(value, data.currency);
  const rows: Array<[string, string]> = [
    ['Total harga sebelum negosiasi (Tabel 1)', money(figures.before.total)],
    ['Total harga hasil negosiasi (Tabel 2)', money(figures.after.total)],
    ['Penghematan (Tabel 1 dikurangi Tabel 2)', savingText(figures.saving, data.currency, 'Tabel 1')],
  ];
  if (figures.vendorOffer) {
    rows.push(
      ['Harga total penawaran terakhir Penyedia (angka total, bukan jumlah Tabel 1)', money(figures.vendorOffer.total)],
      ['Penghematan terhadap penawaran terakhir Penyedia (penawaran terakhir dikurangi Tabel 2)', savingText(figures.vendorOffer.saving, data.currency, 'penawaran terakhir')],
    );
  }
  const widths = [Math.round(TEXT_WIDTH * 0.58), TEXT_WIDTH - Math.round(TEXT_WIDTH * 0.58)];
  return gridTable(['Uraian', 'Nilai'], widths, rows.map(([label, value]) => [{ value: label }, { value, align: 'right' }]));
}

function caption(value: string): Paragraph {
  return paragraph([text(value, { bold: true })], { align: AlignmentType.LEFT, before: 160, after: 80, keepNext: true });
}

function note(value: string): Paragraph {
  return paragraph([text(value, { italics: true, size: 16 })], { align: AlignmentType.LEFT, before: 60, after: 0 });
}

/** Tabel 1 (before), Tabel 2 (after), the summary. */
function pricesSection(data: NegotiationReportData, figures: MinutesFigures): Array<Paragraph | Table> {
  const estimates = data.items.some((item) => item.initialFromEstimate);
  return [
    caption('Tabel 1. Harga sebelum negosiasi'),
    pricesTable(data, figures.before.lines, figures.before.total, { unit: 'Harga Satuan Awal', line: 'Jumlah Harga Awal (Kuantitas x Harga Satuan Awal)', total: 'Total harga sebelum negosiasi' }, true),
    ...(estimates ? [note(`${ESTIMATE_MARK.trim()} Penyedia tidak memiliki harga satuan untuk barang ini; harga satuan awalnya adalah harga perkiraan Pembeli.`)] : []),
    caption('Tabel 2. Harga hasil negosiasi'),
    pricesTable(data, figures.after.lines, figures.after.total, { unit: 'Harga Satuan Hasil Negosiasi', line: 'Jumlah Harga Hasil Negosiasi (Kuantitas x Harga Satuan)', total: 'Total harga hasil negosiasi' }, false),
    caption('Ringkasan'),
    summaryTable(data, figures),
  ];
}

function roundsTable(data: NegotiationReportData): Table {
  const money = (value: string | null) => (value === null ? '-' : formatOfficialMoney(value, data.currency));
  if (data.negotiationType === 'OFFLINE') {
    const widths = [1000, Math.floor((TEXT_WIDTH - 1000) / 2), Math.ceil((TEXT_WIDTH - 1000) / 2)];
    return gridTable(
      ['Putaran', 'Penawaran Pembeli', 'Penawaran Penyedia'],
      widths,
      data.rounds.map((round, index) => [{ value: String(index + 1), align: 'center' }, { value: money(round.buyer), align: 'right' }, { value: money(round.vendor), align: 'right' }]),
    );
  }
  const widths = [700, 2300, 1600, 2000, TEXT_WIDTH - 6600];
  return gridTable(
    ['No', 'Waktu', 'Pihak', 'Status', 'Harga Total'],
    widths,
    data.rounds.map((round, index) => [
      { value: String(index + 1), align: 'center' },
      { value: round.at ? formatDateTime(round.at, { withSeconds: true }) : '-' },
      { value: round.buyer !== null ? 'Pembeli' : 'Penyedia' },
      { value: OFFER_STATUS_ID[round.status ?? ''] ?? round.status ?? '-' },
      { value: money(round.buyer ?? round.vendor), align: 'right' },
    ]),
  );
}

/** Two signature blocks side by side: the buyer's company and the vendor. */
function signatures(data: NegotiationReportData): Table {
  const half = TEXT_WIDTH / 2;
  const block = (side: string, company: string, name: string) => [
    paragraph([text(side, { bold: true })], { align: AlignmentType.CENTER, after: 0 }),
    paragraph([text(company)], { align: AlignmentType.CENTER, after: 1400 }),
    paragraph([text(name, { bold: true })], { align: AlignmentType.CENTER, after: 0 }),
    paragraph([text('(Nama dan tanda tangan)', { italics: true, size: 16 })], { align: AlignmentType.CENTER, after: 0 }),
  ];
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        children: [cell(block('Pihak Pembeli', data.buyerCompany, data.buyerName || '…………………………'), half), cell(block('Pihak Penyedia', data.vendorName, data.vendorPicName), half)],
      }),
    ],
  });
}

function heading(value: string): Paragraph {
  return paragraph([text(value, { bold: true })], { align: AlignmentType.LEFT, before: 200, after: 100, keepNext: true });
}

const SIDE_ID = { buyer: 'Pembeli', vendor: 'Penyedia' } as const;

/** The company with its side on the first line, the person under it. */
const personLines = (person: NegotiationReportPerson | null): GridValue =>
  person === null ? '-' : [`${person.company} (${SIDE_ID[person.side]})`, ...(person.name.trim() ? [person.name] : [])];

function chatDealsSection(data: NegotiationReportData): Array<Paragraph | Table> {
  const title = heading('A. Kesepakatan Harga dalam Obrolan (Chat) Negosiasi');
  if (data.chatDeals.length === 0) return [title, paragraph('Tidak ada kesepakatan harga yang dicapai melalui obrolan (chat) negosiasi.')];
  const widths = [500, 1600, 1900, 1900, 1900, TEXT_WIDTH - 7800];
  return [
    title,
    paragraph('Kesepakatan harga yang diajukan oleh satu pihak dan dikonfirmasi oleh pihak lainnya melalui obrolan (chat) negosiasi:', { keepNext: true }),
    gridTable(
      ['No', 'Waktu Konfirmasi', 'Diajukan oleh', 'Dikonfirmasi oleh', 'Harga Sepakat', 'Pesan'],
      widths,
      data.chatDeals.map((deal, index) => [
        { value: String(index + 1), align: 'center' },
        { value: formatDateTime(deal.at, { withSeconds: true }) },
        { value: personLines(deal.proposedBy) },
        { value: personLines(deal.confirmedBy) },
        { value: deal.price === null ? '-' : formatOfficialMoney(deal.price, data.currency), align: 'right' },
        { value: deal.message ?? '-' },
      ]),
    ),
  ];
}

function spectatorsSection(data: NegotiationReportData): Array<Paragraph | Table> {
  const title = heading('B. Pemantau (Spectator) yang Hadir');
  if (data.spectators.length === 0) return [title, paragraph('Tidak ada pemantau (spectator) undangan yang bergabung ke ruang negosiasi.')];
  const widths = [500, 3000, 3338, TEXT_WIDTH - 6838];
  return [
    title,
    paragraph('Pemantau (spectator) undangan Pembeli yang bergabung ke ruang negosiasi:', { keepNext: true }),
    gridTable(
      ['No', 'Nama', 'Perusahaan', 'Pertama Bergabung'],
      widths,
      data.spectators.map((spectator, index) => [
        { value: String(index + 1), align: 'center' },
        { value: spectator.name },
        { value: spectator.company },
        { value: formatDateTime(spectator.firstJoinedAt, { withSeconds: true }) },
      ]),
    ),
  ];
}

/** The annex on its own page: it names the minutes it belongs to, then the chat deals and the spectators. */
function annex(data: NegotiationReportData): Array<Paragraph | Table> {
  return [
    paragraph([text('LAMPIRAN', { bold: true, size: 24 })], { align: AlignmentType.CENTER, after: 60, pageBreakBefore: true }),
    paragraph([text('BERITA ACARA KLARIFIKASI DAN NEGOSIASI', { bold: true })], { align: AlignmentType.CENTER, after: 0 }),
    paragraph([text(`Nomor: ${data.form.letterNumber}`)], { align: AlignmentType.CENTER, after: 0 }),
    paragraph([text(`Tanggal: ${longDayNoWeekday(data.form.letterDate)}`)], { align: AlignmentType.CENTER, after: 300 }),
    ...chatDealsSection(data),
    ...spectatorsSection(data),
  ];
}

/** The document, ready for Packer; every text of `input` printed without bidi controls (printable, docs/decisions.md 239). */
export function negotiationReportDocument(input: NegotiationReportData): Document {
  const data = printable(input);
  const { form } = data;
  const media = form.negotiationMedia === 'OFFLINE' ? `Luring (offline), bertempat di ${form.offlineLocation}` : 'Daring (online) melalui aplikasi negosiasi Procura';
  const period =
    data.startedAt && data.endedAt
      ? `${formatDateTime(data.startedAt)} s.d. ${formatDateTime(data.endedAt)}`
      : data.endedAt
        ? `selesai ${formatDateTime(data.endedAt)}`
        : data.startedAt
          ? formatDateTime(data.startedAt)
          : '-';
  const biddingType = procurementBiddingTypes.list.find((value) => value.code === data.biddingType)?.labels.id ?? data.biddingType;
  const figures = figuresOf(data);
  const children = [
    paragraph([text('BERITA ACARA KLARIFIKASI DAN NEGOSIASI', { bold: true, size: 28 })], { align: AlignmentType.CENTER, after: 60 }),
    paragraph([text(`Nomor: ${form.letterNumber}`, { bold: true })], { align: AlignmentType.CENTER, after: 0 }),
    paragraph([text(`Tanggal: ${longDayNoWeekday(form.letterDate)}`)], { align: AlignmentType.CENTER, after: 300 }),
    paragraph(
      `Pada hari ini, ${longDay(form.letterDate)}, kami yang bertanda tangan di bawah ini, wakil ${data.buyerCompany} selaku Pembeli dan wakil ${data.vendorName} selaku Penyedia, menyatakan telah melaksanakan klarifikasi dan negosiasi harga atas pengadaan berikut:`,
    ),
    detailsTable([
      ['Nomor Pengadaan', data.procurementNumber],
      ['Nama Pengadaan', data.procurementName],
      ['Jenis Penawaran', biddingType],
      ['Pembeli', data.buyerCompany],
      ['Penyedia', data.vendorName],
      ['Surat Penawaran Penyedia', `Nomor ${form.vendorOfferLetterNumber} tanggal ${longDayNoWeekday(form.vendorOfferLetterDate)}`],
      ['Media Negosiasi', media],
      ['Waktu Negosiasi', period],
    ]),
    heading('A. Hasil Klarifikasi dan Negosiasi Harga'),
    paragraph(
      `Berdasarkan surat penawaran Penyedia nomor ${form.vendorOfferLetterNumber} tanggal ${longDayNoWeekday(form.vendorOfferLetterDate)}, setelah dilakukan klarifikasi dan negosiasi, kedua belah pihak menyepakati harga sebagai berikut:`,
    ),
    ...pricesSection(data, figures),
    paragraph(
      [
        text('Harga akhir hasil negosiasi sebesar '),
        text(formatOfficialMoney(figures.after.total, data.currency), { bold: true }),
        text(' ('),
        text(`terbilang: ${amountInWords(figures.after.total, data.currency)}`, { italics: true }),
        text(').'),
      ],
      { before: 160 },
    ),
    ...(data.rounds.length > 0
      ? [heading(data.negotiationType === 'OFFLINE' ? 'B. Riwayat Negosiasi (Luring)' : 'B. Riwayat Penawaran (Daring)'), roundsTable(data)]
      : []),
    paragraph('Kesepakatan harga dalam obrolan (chat) negosiasi dan pemantau (spectator) yang hadir tercantum dalam Lampiran, yang merupakan bagian tidak terpisahkan dari Berita Acara ini.', { before: 240 }),
    paragraph('Demikian Berita Acara Klarifikasi dan Negosiasi ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', { after: 360 }),
    signatures(data),
    ...annex(data),
  ];
  return new Document({
    creator: 'Procura',
    title: `Berita Acara Klarifikasi dan Negosiasi ${data.procurementNumber}`,
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: { page: { size: A4, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  text(`Dibuat oleh sistem pada ${formatDateTime(data.generatedAt)} · Halaman `, { size: 16 }),
                  new TextRun({ children: [PageNumber.CURRENT], font: FONT, size: 16 }),
                  text(' dari ', { size: 16 }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], font: FONT, size: 16 }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
}

/** The DOCX bytes. */
export async function renderNegotiationReport(data: NegotiationReportData): Promise<Buffer> {
  return Packer.toBuffer(negotiationReportDocument(data));
}
