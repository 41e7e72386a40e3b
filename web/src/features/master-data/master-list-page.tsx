import { PlaceholderPage } from '../../components/placeholder-page';
import type { MasterListPageSlug } from '../../app/shell/master-lists';
import { MASTER_LISTS } from '../../app/shell/master-lists';

export function MasterListPage({ slug }: { slug: MasterListPageSlug }) {
  const list = MASTER_LISTS.find((l) => l.slug === slug)!;
  return <PlaceholderPage title={list.label} breadcrumbs={[{ label: 'Master' }, { label: list.label }]} />;
}
