import type { FinalizedPlan } from '@app/shared/finalized-plans';

import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';
import type { OpenPlan } from '../hooks/use-open-plan';

import type { DoomedPlan } from './delete-plan-dialog';

// Each dialog loads when first opened.
const PlanDetailDialog = preloadable(() =>
  import('./plan-detail-dialog').then((m) => ({
    default: m.PlanDetailDialog,
  })),
);
const EditPlanDialog = preloadable(() =>
  import('./edit-plan-dialog').then((m) => ({
    default: m.EditPlanDialog,
  })),
);
const ExportCalendarDialog = preloadable(() =>
  import('./export-calendar-dialog').then((m) => ({
    default: m.ExportCalendarDialog,
  })),
);
const DeletePlanDialog = preloadable(() =>
  import('./delete-plan-dialog').then((m) => ({
    default: m.DeletePlanDialog,
  })),
);
const CopyItineraryDialog = preloadable(() =>
  import('./copy-itinerary-dialog').then((m) => ({
    default: m.CopyItineraryDialog,
  })),
);

/** The dialogs of the My Plans page: one plan's details, edit, export and copy, and the delete confirmation. */
export function MyPlansDialogs({
  open,
  current,
  onOpen,
  onClose,
  onShowDetail,
  onLeft,
  onCopied,
  doomed,
  onCancelDelete,
  onConfirmDelete,
}: {
  open: OpenPlan;
  current: FinalizedPlan | null;
  onOpen: (
    kind: NonNullable<OpenPlan>['kind'],
  ) => (plan: FinalizedPlan) => void;
  onClose: () => void;
  /** Shows a plan's details (where Edit Plan's Done and Export's Close return to). */
  onShowDetail: (planId: number) => void;
  /** The caller declined or left the open plan; `message` says so. */
  onLeft: (message: string) => void;
  onCopied: (newPlanId: number) => void;
  doomed: DoomedPlan | null;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}) {
  const shown = (kind: NonNullable<OpenPlan>['kind']) =>
    open?.kind === kind ? current : null;
  // Edit Plan and Export open from the plan's details: closing them goes
  // back there, not out of the plan. Export opens over the details rather
  // than in their place, so on closing it hands the focus back to the
  // Export button that opened it.
  const isDetailShown = open?.kind === 'detail' || open?.kind === 'export';
  const backToDetail = () => (open ? onShowDetail(open.planId) : onClose());
  return (
    <>
      <LoadWhenOpened open={isDetailShown && current !== null}>
        <PlanDetailDialog
          plan={isDetailShown ? current : null}
          weatherSwap={open?.weatherSwap}
          onClose={onClose}
          onLeft={onLeft}
          onEdit={onOpen('edit')}
          onExport={onOpen('export')}
          onCopy={onOpen('copy')}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={open?.kind === 'edit' && current !== null}>
        <EditPlanDialog plan={shown('edit')} onClose={backToDetail} />
      </LoadWhenOpened>
      <LoadWhenOpened open={open?.kind === 'export' && current !== null}>
        <ExportCalendarDialog plan={shown('export')} onClose={backToDetail} />
      </LoadWhenOpened>
      <LoadWhenOpened open={open?.kind === 'copy'}>
        <CopyItineraryDialog
          planId={open?.kind === 'copy' ? open.planId : null}
          onClose={onClose}
          onCopied={onCopied}
        />
      </LoadWhenOpened>
      <LoadWhenOpened open={Boolean(doomed)}>
        <DeletePlanDialog
          doomed={doomed}
          onCancel={onCancelDelete}
          onConfirm={onConfirmDelete}
        />
      </LoadWhenOpened>
    </>
  );
}
