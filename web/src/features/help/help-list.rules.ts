import { helpCategoriesOf, searchHelpPages } from '@procura/domain/help/help-content';
import type { HelpCategory, HelpPage } from '@procura/domain/help/help.types';

export interface HelpGroup {
  category: HelpCategory;
  pages: HelpPage[];
}

/** What /help/buyer shows for a query: the matching pages under their categories (none: the empty state). */
export function visibleHelpGroups(pages: readonly HelpPage[], query: string): HelpGroup[] {
  return helpCategoriesOf(searchHelpPages(pages, query));
}

/** The guide's size as the spec writes it ('875 Kb'). */
export function guideSizeLabel(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} Kb`;
}
