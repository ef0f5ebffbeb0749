import { PricingPage } from '../../features/premium/components/pricing-page';

export function Component() {
  return <PricingPage />;
}
