import { formatTime12 } from '@app/shared/calendar';
import {
  copiedActivities,
  copySchedule,
  type CopiedSlot,
  type CopyPreview,
} from '@app/shared/copy-itinerary';
import { PLAN_TITLE_MAX } from '@app/shared/finalized-plans';
import { ROLE_LABELS } from '@app/shared/group-plans';
import { dayDiff } from '@app/shared/metro';
import { readableDay, readableDayRange } from '@app/shared/plan-rules';
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';

import { countOf } from '../../../lib/format-count';
import {
  COPY_BLOCKED_ID,
  copyBlockedReason,
  type CopyForm,
} from '../hooks/copy-form';

const roleLabel = (role: string) =>
  (ROLE_LABELS as Record<string, string>)[role] ?? role;

/** 'Sat, Nov 28 at 10:00 AM', as the plan details write it; '' when unscheduled. */
function whenLabel(date: string | null, time: string | null): string {
  const day = date ? readableDay(date) : '';
  const at = formatTime12(time);
  if (!at) return day;
  return day ? `${day} at ${at}` : at;
}

type StepProps = { form: CopyForm; onChange: (form: CopyForm) => void };

type Copied = { name: string };

/** What folding onto the last day did to one activity's time. */
function clashNote(
  slots: readonly CopiedSlot[],
  copied: readonly Copied[],
  index: number,
): string | null {
  const slot = slots[index]!;
  if (!slot.clash) return null;
  const other = copied[slot.clash.with]!.name;
  const otherAt = formatTime12(slots[slot.clash.with]!.planned_time);
  const at = `${formatTime12(slot.planned_time)} on ${readableDay(slot.planned_date)}`;
  return slot.clash.resolved
    ? `${copied[index]!.name} moves to ${at}, after ${other} at ${otherAt}.`
    : `${copied[index]!.name} overlaps ${other} at ${at}: nothing later that day is free. Change its time after copying, or copy to more days.`;
}

export function CopyStepDetails({ form, onChange }: StepProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label="Plan Title"
        required
        value={form.title}
        onChange={(e) => onChange({ ...form, title: e.target.value })}
        slotProps={{ htmlInput: { maxLength: PLAN_TITLE_MAX } }}
        fullWidth
      />
      <TextField
        label="Location"
        value={form.location}
        onChange={(e) => onChange({ ...form, location: e.target.value })}
        helperText="Leave blank to keep the same location"
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Start Date"
          type="date"
          required
          value={form.startDate}
          onChange={(e) => onChange({ ...form, startDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label="End Date"
          type="date"
          required
          value={form.endDate}
          onChange={(e) => onChange({ ...form, endDate: e.target.value })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: form.startDate },
          }}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}

export function CopyStepActivities({
  preview,
  form,
  onChange,
}: StepProps & { preview: CopyPreview }) {
  const toggle = (id: number) =>
    onChange({
      ...form,
      excluded: form.excluded.includes(id)
        ? form.excluded.filter((x) => x !== id)
        : [...form.excluded, id],
    });
  return (
    <Stack spacing={1}>
      {preview.is_finalized_plan && (
        <Alert severity="info">
          Activities keep their day and time; dates move to your new range.
        </Alert>
      )}
      {/* Only the owner's preview lists private activities: for anyone
          else the switch could never do anything. */}
      {preview.activities.some((a) => a.is_private) && (
        <FormControlLabel
          control={
            <Switch
              checked={form.includePrivate}
              onChange={(e) =>
                onChange({ ...form, includePrivate: e.target.checked })
              }
            />
          }
          label="Include private activities"
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={form.copyParticipants}
            onChange={(e) =>
              onChange({ ...form, copyParticipants: e.target.checked })
            }
          />
        }
        label="Copy participants"
      />
      {form.copyParticipants && (
        <Typography variant="body2" color="text.secondary">
          Your friends among the participants are invited to the copy.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        Activities to copy
      </Typography>
      <List dense>
        {preview.activities.map((a) => {
          const disabled = a.is_private && !form.includePrivate;
          const checked = !disabled && !form.excluded.includes(a.id);
          return (
            <ListItem key={`${a.id}-${a.planned_date}`} disablePadding>
              <FormControlLabel
                disabled={disabled}
                control={
                  <Checkbox checked={checked} onChange={() => toggle(a.id)} />
                }
                label={[
                  `${a.name}${a.is_private ? ' (private)' : ''}`,
                  whenLabel(a.planned_date, a.planned_time),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      {preview.is_group_plan && (
        <>
          <Typography variant="subtitle2" component="h3">
            Participants ({preview.total_participants})
          </Typography>
          <List dense>
            {preview.participants.map((p) => (
              <ListItem key={p.id}>
                <ListItemText
                  primary={p.username || p.email || 'Participant'}
                  secondary={roleLabel(p.role)}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

export function CopyStepReview({
  preview,
  form,
}: {
  preview: CopyPreview;
  form: CopyForm;
}) {
  const copied = copiedActivities(preview.activities, form);
  // The server moves what falls past the new end onto its last day, each at
  // the next free time there; the same schedule says what will move.
  const newSpan = dayDiff(form.startDate, form.endDate);
  const squeezed = copied.some(
    (a) =>
      a.planned_date && dayDiff(preview.start_date, a.planned_date) > newSpan,
  );
  const slots = copySchedule(copied, preview.start_date, {
    start: form.startDate,
    end: form.endDate,
  });
  const clashes = copied.flatMap((_, i) => clashNote(slots, copied, i) ?? []);
  return (
    <Stack spacing={1}>
      <Typography>
        <strong>Title:</strong> {form.title}
      </Typography>
      <Typography>
        <strong>Location:</strong>{' '}
        {form.location.trim() || preview.location_name || 'Same as original'}
      </Typography>
      <Typography>
        <strong>Dates:</strong> {readableDayRange(form.startDate, form.endDate)}
      </Typography>
      {squeezed && (
        <Alert severity="warning">
          The original plan runs{' '}
          {countOf(dayDiff(preview.start_date, preview.end_date) + 1, 'day')};
          activities after {readableDay(form.endDate)} move to that day.
          {clashes.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 4 }}>
              {clashes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Typography>
        <strong>Activities:</strong> {copied.length} of{' '}
        {preview.total_activities}
      </Typography>
      {copied.length === 0 && (
        <Alert severity="warning" id={COPY_BLOCKED_ID}>
          {copyBlockedReason(preview)}
        </Alert>
      )}
    </Stack>
  );
}
