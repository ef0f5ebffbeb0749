import { OnboardingPage } from '../../features/onboarding/components/onboarding-page';

export function Component() {
  return <OnboardingPage />;
}
