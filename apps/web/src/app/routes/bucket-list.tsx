import type { BucketItem } from '@app/shared/bucket-list';
import { useState } from 'react';

import { useHideQuickActions } from '../../components/layout/page-fab';
import { LimitsMeter } from '../../components/premium/limits-meter';
import type { PostDraft } from '../../components/share/share-activity-dialog';
import { SharePrompt } from '../../components/share/share-prompt';
import { BucketListPage } from '../../features/bucket-list/components/bucket-list-page';

const draftFor = (item: BucketItem): PostDraft => ({
  title: `Checked off my bucket list: ${item.activity.name}`,
  description: item.notes ?? '',
  completion_date: item.completed_date ?? '',
  post_type: 'bucket_list_completed',
});

export function Component() {
  const [draft, setDraft] = useState<PostDraft | null>(null);
  useHideQuickActions();
  return (
    <>
      <BucketListPage
        usageMeter={<LimitsMeter feature="bucket_list" />}
        onCompleted={(item) => setDraft(draftFor(item))}
      />
      <SharePrompt
        message="Nice! Share it with your friends?"
        draft={draft}
        onDismiss={() => setDraft(null)}
      />
    </>
  );
}
