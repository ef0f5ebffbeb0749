import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { daysList } from '@app/shared/plan-rules';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { errorMessage } from '../../../lib/api-client';
import { favoritesQuery } from '../../favorites/api/get-favorites';
import {
  staleWriteOf,
  useEditScheduledActivities,
  type EditAction,
} from '../../finalized-plans/api/edit-scheduled-activities';
import { usePlanPresence } from '../../finalized-plans/api/plan-presence';

import { AddFavoriteForm } from './add-favorite-form';
import { ConflictChoice } from './conflict-choice';
import { EditingMark, PlanPresenceBar } from './plan-presence-bar';
import { ScheduledItemEditor } from './scheduled-item-editor';

type Props = { plan: FinalizedPlan | null; onClose: () => void };

/** Change dates, times and notes, remove activities, add one from favorites. */
export function EditPlanDialog({ plan, onClose }: Props) {
  const fullScreen = useFullScreenDialog();
  const edit = useEditScheduledActivities(plan?.id ?? 0);
  // A group plan's editor moves activities in time and writes their notes;
  // removing and adding stay the owner's.
  const isOwner = (plan?.my_role ?? 'owner') === 'owner';
  const favorites = useQuery({
    ...favoritesQuery(),
    enabled: Boolean(plan) && isOwner,
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    null,
  );
  const [editing, setEditing] = useState<number | null>(null);
  const viewers = usePlanPresence(plan?.is_group_plan ? plan.id : null, editing)
    .data?.viewers;
  // A change the server refused because someone else changed the activity first.
  const [refused, setRefused] = useState<{
    action: Extract<EditAction, { itemId: number }>;
    stale: NonNullable<ReturnType<typeof staleWriteOf>>;
  } | null>(null);
  if (!plan) return null;
  const days = daysList(plan.start_date, plan.end_date, plan.start_date);

  const run = async (
    action: Parameters<typeof edit.mutateAsync>[0],
    done: string,
  ) => {
    try {
      await edit.mutateAsync(action);
      setMessage({ ok: true, text: done });
      setRefused(null);
      return true;
    } catch (error) {
      const stale = staleWriteOf(error);
      if (stale && action.kind !== 'add') {
        setMessage(null);
        setRefused({ action, stale });
        return false;
      }
      setMessage({
        ok: false,
        text: errorMessage(error, 'Failed to update plan'),
      });
      return false;
    }
  };
  /** "Use mine": the same change again, based on the activity as it is now. */
  const useMine = () => {
    if (!refused) return;
    const now = refused.stale.current.selected_activities.find(
      (a) => a.id === refused.action.itemId,
    );
    const done =
      refused.action.kind === 'remove'
        ? 'Activity removed'
        : 'Activity updated';
    if (!now) {
      setRefused(null);
      return;
    }
    void run({ ...refused.action, version: now.version }, done);
  };
  const nameOfItem = (id: number) =>
    plan.selected_activities.find((a) => a.id === id)?.activity.name;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="edit-plan-title"
    >
      <DialogTitle id="edit-plan-title">Edit Plan: {plan.title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <PlanPresenceBar viewers={viewers} nameOfItem={nameOfItem} />
          {message && (
            <Alert
              severity={message.ok ? 'success' : 'error'}
              onClose={() => setMessage(null)}
            >
              {message.text}
            </Alert>
          )}
          {plan.selected_activities.length === 0 && (
            <Typography>No activities scheduled yet.</Typography>
          )}
          {plan.selected_activities.map((item) => (
            <ScheduledItemEditor
              key={item.id}
              item={item}
              days={days}
              busy={edit.isPending}
              onFocus={() => setEditing(item.id)}
              onSave={(date, time, notes, version) =>
                run(
                  {
                    kind: 'update',
                    itemId: item.id,
                    version,
                    input: {
                      planned_date: date,
                      planned_time: time || null,
                      notes: notes || null,
                    },
                  },
                  'Activity updated',
                )
              }
              onRemove={
                isOwner
                  ? () =>
                      run(
                        {
                          kind: 'remove',
                          itemId: item.id,
                          version: item.version,
                        },
                        'Activity removed',
                      )
                  : undefined
              }
            >
              <EditingMark viewers={viewers} itemId={item.id} />
              {refused?.action.itemId === item.id && (
                <ConflictChoice
                  conflicts={refused.stale.conflicts}
                  busy={edit.isPending}
                  onKeepTheirs={() => setRefused(null)}
                  onUseMine={useMine}
                />
              )}
            </ScheduledItemEditor>
          ))}
          {isOwner && (
            <>
              <Divider />
              <Typography variant="subtitle1" component="h3">
                Add from favorites
              </Typography>
              {favorites.isError && (
                <Alert severity="error">Failed to load favorites</Alert>
              )}
              <AddFavoriteForm
                favorites={favorites.data}
                days={days}
                busy={edit.isPending}
                onAdd={(row) =>
                  run(
                    {
                      kind: 'add',
                      input: {
                        activity_id: row.activity_id,
                        planned_date: row.date,
                        planned_time: row.time || null,
                        notes: row.notes.trim() || null,
                      },
                    },
                    'Activity added',
                  )
                }
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
