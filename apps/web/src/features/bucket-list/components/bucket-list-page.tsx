import type {
  BucketItem,
  UpdateBucketItemInput,
} from '@app/shared/bucket-list';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { useEffect, useState, type ReactNode } from 'react';

import { RequireAuth } from '../../../components/auth/require-auth';
import type { CollectionTexts } from '../../../components/collection/collection-page';
import {
  EditableCollectionPage,
  type CollectionActions,
} from '../../../components/collection/editable-collection-page';
import { apiFailure } from '../../../lib/api-client';
import { preloadable } from '../../../lib/preloadable';
import { useBucketList } from '../api/get-bucket-list';
import { useRemoveBucketItem } from '../api/remove-bucket-item';
import { useUpdateBucketItem } from '../api/update-bucket-item';

import { DEFAULT_BUCKET_FILTERS } from './bucket-filter';
import { BucketLoginNotice, LOGIN_MESSAGE } from './bucket-states';

// The cards, filters and views load beside the list's request.
const BucketListBody = preloadable(() =>
  import('./bucket-list-body').then((m) => ({ default: m.BucketListBody })),
);

// The edit form and the confirmation load when an item is edited or removed.
const EditBucketItemDialog = preloadable(() =>
  import('./bucket-dialogs').then((m) => ({ default: m.EditBucketItemDialog })),
);
const TEXTS: CollectionTexts = {
  names: {
    id: 'bucket',
    title: 'Bucket List',
    phrase: 'your bucket list',
  },
  loadingLabel: 'Loading bucket list',
  emptyMessage: 'Your bucket list is empty',
  errorText: (error) =>
    apiFailure(error)?.status === 401
      ? LOGIN_MESSAGE
      : `Failed to fetch bucket list: ${error.message}`,
};

/**
 * My Bucket List (spec 2 §2): `usageMeter` is the page's bucket-list meter;
 * `onCompleted` hears of an item just marked completed.
 */
type BucketListPageProps = {
  usageMeter?: ReactNode;
  onCompleted?: (item: BucketItem) => void;
};

export function BucketListPage(props: BucketListPageProps) {
  return (
    <RequireAuth redirectTo={null} fallback={<BucketLoginNotice />}>
      <BucketList {...props} />
    </RequireAuth>
  );
}

function BucketList({ usageMeter, onCompleted }: BucketListPageProps) {
  const bucket = useBucketList();
  const update = useUpdateBucketItem();
  const remove = useRemoveBucketItem();
  const [tab, setTab] = useState(0);
  const [filters, setFilters] = useState(DEFAULT_BUCKET_FILTERS);
  useEffect(() => BucketListBody.preload(), []);

  type Actions = CollectionActions<
    BucketItem,
    { id: number; changes: UpdateBucketItemInput },
    BucketItem
  >;
  const save = (
    actions: Actions,
    item: BucketItem,
    changes: UpdateBucketItemInput,
  ) =>
    actions.save({ id: item.id, changes }, (updated) => {
      if (updated.completed && !item.completed) onCompleted?.(updated);
    });

  return (
    <EditableCollectionPage
      icon={<ChecklistIcon color="primary" aria-hidden />}
      title="My Bucket List"
      query={bucket}
      texts={TEXTS}
      usageMeter={usageMeter}
      removal={{
        remove,
        removeKey: (item: BucketItem) => item.id,
        removed: 'Removed from bucket list',
        removeFailed: 'Failed to remove bucket list item',
      }}
      update={update}
      saveTexts={{
        saved: 'Item updated successfully',
        failed: 'Failed to update bucket list item',
      }}
      renderItems={(items, actions) => (
        <BucketListBody
          items={items}
          tab={tab}
          onTabChange={setTab}
          filters={filters}
          onFiltersChange={setFilters}
          busyId={update.isPending ? update.variables?.id : undefined}
          onToggleCompleted={(i) =>
            save(actions, i, { completed: !i.completed })
          }
          onEdit={actions.edit}
          onRemove={actions.remove}
        />
      )}
      renderEditor={(item, actions) => (
        <EditBucketItemDialog
          item={item}
          saving={update.isPending}
          onCancel={() => actions.edit(null)}
          onSave={(changes) => save(actions, item, changes)}
        />
      )}
    />
  );
}
