import { OnboardingPage } from '../../features/preferences/components/onboarding-page';

export function Component() {
  return <OnboardingPage />;
}
