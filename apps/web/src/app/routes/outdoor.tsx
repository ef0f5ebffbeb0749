import { OutdoorPage } from '../../features/outdoor/components/outdoor-page';

export function Component() {
  return <OutdoorPage />;
}
