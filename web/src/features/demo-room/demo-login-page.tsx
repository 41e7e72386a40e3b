import { PublicPlaceholderPage } from '../placeholders/public-placeholder-page';

export function DemoLoginPage() {
  return <PublicPlaceholderPage title="Demo Sign In" />;
}
