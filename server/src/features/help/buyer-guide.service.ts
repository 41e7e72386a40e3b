import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@procura/domain/common/i18n';
import { helpPagesFor, helpScreenshots } from '@procura/domain/help/help-content';
import { renderPdf } from '../../platform/reports/pdf';
import { DEFAULT_WEB_DIST_DIR, HELP_IMAGES_SOURCE_DIR } from '../../server-paths';
import { buyerGuideDocument } from './buyer-guide.document';

/**
 * The buyer user guide, made from the help content once per language and kept in memory (it only
 * changes with a new release). Screenshots are read from the built web app's help/ folder, else
 * from web/public/help, and passed to pdfmake as data URLs; a missing one leaves its step without a picture.
 */
export class BuyerGuide {
  private readonly made = new Map<Language, Promise<Buffer>>();
  private readonly imageDirs: string[];

  constructor(webDistDir = DEFAULT_WEB_DIST_DIR, sourceDir = HELP_IMAGES_SOURCE_DIR) {
    this.imageDirs = [path.join(webDistDir, 'help'), sourceDir];
  }

  /** The language's guide is made (or being made): reading it costs nothing more. */
  isMade(language: Language): boolean {
    return this.made.has(language);
  }

  pdf(language: Language): Promise<Buffer> {
    let pdf = this.made.get(language);
    if (!pdf) {
      pdf = this.make(language);
      this.made.set(language, pdf);
      // A failed attempt is not kept: the next request tries again.
      pdf.catch(() => this.made.delete(language));
    }
    return pdf;
  }

  private async make(language: Language): Promise<Buffer> {
    const images = new Map<string, string>();
    for (const name of helpScreenshots(helpPagesFor('buyer'))) {
      const bytes = await this.readImage(name);
      if (bytes) images.set(name, `data:image/jpeg;base64,${bytes.toString('base64')}`);
    }
    return renderPdf(buyerGuideDocument(language, images));
  }

  private async readImage(name: string): Promise<Buffer | null> {
    for (const dir of this.imageDirs) {
      try {
        return await readFile(path.join(dir, name));
      } catch {
        // not in this folder: try the next
      }
    }
    return null;
  }
}
