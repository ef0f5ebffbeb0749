import { GolfPage } from '../../features/golf/components/golf-page';

export function Component() {
  return <GolfPage />;
}
