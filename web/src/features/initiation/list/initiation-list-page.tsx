import { PlaceholderPage } from '../../../components/placeholder-page';

export function InitiationListPage() {
  return <PlaceholderPage title="Initiation" breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Procurement' }, { label: 'Initiation' }]} />;
}
