import type { Content } from 'pdfmake/interfaces';
import type { PdfDocument } from '../../platform/reports/pdf';
import type { Labels, Language } from '@procura/domain/common/i18n';
import { helpCategoriesOf, helpPagesFor } from '@procura/domain/help/help-content';
import { HELP_CATEGORY_LABELS, HELP_TAG_LABELS, type HelpPage } from '@procura/domain/help/help.types';

const TEXTS = {
  title: { en: 'Buyer User Guide', id: 'Panduan Pengguna Pembeli' },
  product: { en: 'Procura Auction', id: 'Procura Auction' },
  intro: {
    en: 'How to sign in, register your company, prepare and end procurements, run auction sessions and negotiations, and download the official reports. The same steps as the Help pages of the product.',
    id: 'Cara masuk, mendaftarkan perusahaan, menyiapkan dan mengakhiri pengadaan, menjalankan sesi lelang dan negosiasi, serta mengunduh laporan resmi. Langkah yang sama dengan halaman Bantuan di dalam produk.',
  },
  contents: { en: 'Contents', id: 'Daftar Isi' },
  tags: { en: 'Tags', id: 'Tag' },
  steps: { en: 'Steps', id: 'Langkah' },
} satisfies Record<string, Labels>;

const PRIMARY = '#1d4ed8';
const IMAGE_FIT: [number, number] = [440, 275];

/** The buyer user guide as a pdfmake document: cover, contents, then every buyer help page with its pictures. */
export function buyerGuideDocument(language: Language, images: ReadonlyMap<string, string>): PdfDocument {
  const t = (labels: Labels) => labels[language];
  const content: Content[] = [
    {
      stack: [
        { text: t(TEXTS.product), fontSize: 14, color: PRIMARY, bold: true, margin: [0, 180, 0, 8] },
        { text: t(TEXTS.title), fontSize: 32, bold: true, margin: [0, 0, 0, 16] },
        { text: t(TEXTS.intro), fontSize: 11, color: '#475569', lineHeight: 1.3 },
      ],
      pageBreak: 'after',
    },
    { toc: { title: { text: t(TEXTS.contents), style: 'h1' } } },
  ];
  for (const group of helpCategoriesOf(helpPagesFor('buyer'))) {
    group.pages.forEach((page, index) => {
      if (index === 0) {
        content.push({ text: t(HELP_CATEGORY_LABELS[group.category]).toUpperCase(), style: 'category', tocItem: true, tocStyle: { bold: true }, tocMargin: [0, 8, 0, 2], pageBreak: 'before' });
      }
      content.push(...pageContent(page, language, images, index > 0));
    });
  }
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 56],
    info: { title: `${t(TEXTS.product)} – ${t(TEXTS.title)}`, author: t(TEXTS.product), subject: t(TEXTS.title) },
    images: Object.fromEntries(images),
    content,
    // None on the cover.
    footer: { left: `${t(TEXTS.product)} · ${t(TEXTS.title)}`, right: '{page} / {pages}', fontSize: 8, color: '#64748b', margin: [50, 20, 50, 0], fromPage: 2 },
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 10] },
      category: { fontSize: 9, bold: true, color: PRIMARY, characterSpacing: 1, margin: [0, 0, 0, 4] },
      description: { fontSize: 10.5, color: '#334155', lineHeight: 1.3, margin: [0, 0, 0, 8] },
      tags: { fontSize: 8.5, color: '#64748b', margin: [0, 0, 0, 14] },
      step: { fontSize: 10, lineHeight: 1.25 },
    },
  };
}

function pageContent(page: HelpPage, language: Language, images: ReadonlyMap<string, string>, newPage: boolean): Content[] {
  const tags = page.tags.map((tag) => HELP_TAG_LABELS[tag][language]).join(' · ');
  return [
    { text: page.title[language], style: 'h1', tocItem: true, tocMargin: [14, 0, 0, 0], ...(newPage ? { pageBreak: 'before' as const } : {}) },
    { text: page.description[language], style: 'description' },
    { text: `${TEXTS.tags[language]}: ${tags}`, style: 'tags' },
    ...page.steps.map(
      (step, index): Content => ({
        columns: [
          { text: `${index + 1}.`, width: 20, bold: true, color: PRIMARY, style: 'step' },
          {
            width: '*',
            stack: [
              { text: step.text[language], style: 'step' },
              ...(step.screenshot && images.has(step.screenshot) ? [{ image: step.screenshot, fit: IMAGE_FIT, margin: [0, 6, 0, 0] } as Content] : []),
            ],
          },
        ],
        columnGap: 4,
        margin: [0, 0, 0, 12],
        unbreakable: true,
      }),
    ),
  ];
}
