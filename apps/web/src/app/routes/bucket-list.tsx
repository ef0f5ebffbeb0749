import { BucketListPage } from '../../features/bucket-list/components/bucket-list-page';
import { LimitsMeter } from '../../features/premium/components/limits-meter';

export function Component() {
  return <BucketListPage usageMeter={<LimitsMeter feature="bucket_list" />} />;
}
