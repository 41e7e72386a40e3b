import { PlaceholderPage } from '../../../components/placeholder-page';

export function InitiationDetailPage() {
  return <PlaceholderPage title="Initiation Detail" showBack />;
}
