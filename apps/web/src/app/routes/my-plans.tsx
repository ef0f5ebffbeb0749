import { MyPlansPage } from '../../features/my-plans/components/my-plans-page';

export function Component() {
  return <MyPlansPage />;
}
