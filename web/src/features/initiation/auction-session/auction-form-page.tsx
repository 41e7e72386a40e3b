import { PlaceholderPage } from '../../../components/placeholder-page';

export function AuctionFormPage() {
  return <PlaceholderPage title="Auction Evaluation Methods" showBack />;
}
