import { PublicPlaceholderPage } from '../placeholders/public-placeholder-page';

export function DemoRoomPage() {
  return <PublicPlaceholderPage title="Demo Bid Room" />;
}
