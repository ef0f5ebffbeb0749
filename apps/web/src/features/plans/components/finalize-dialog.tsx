import type { Activity } from '@app/shared/activity';
import { formatTime12 } from '@app/shared/calendar';
import {
  finalizeFormSchema,
  PLAN_DESCRIPTION_MAX,
  PLAN_TITLE_MAX,
  type FinalizeForm,
} from '@app/shared/finalized-plans';
import { readableDay } from '@app/shared/plan-rules';
import { zodResolver } from '@hookform/resolvers/zod';
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
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';

import { FormTextField } from '../../../components/forms/form-text-field';
import { ScheduleRowFields } from '../../../components/forms/schedule-row-fields';
import {
  inScheduleOrder,
  initialRows,
  isPastRow,
} from '../hooks/finalize-payload';

import { PlanCostSummary } from './plan-cost-summary';

/** A contained button's disabled colours, for one that keeps its focus. */
const DISABLED_LOOK = {
  color: 'action.disabled',
  bgcolor: 'action.disabledBackground',
  boxShadow: 'none',
  '&:hover': { bgcolor: 'action.disabledBackground' },
} as const;

type Props = {
  open: boolean;
  activities: Activity[];
  days: string[];
  /** The plan's budget and how it is counted, for the cost summary. */
  budget: { amount: number | null; type: string | null };
  isSaving: boolean;
  success: string | null;
  /** Why the last submission failed, shown over the form. */
  error?: string | null;
  onCancel: () => void;
  onSubmit: (values: FinalizeForm) => void;
};

export function FinalizeDialog(props: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="finalize-title"
    >
      <DialogTitle id="finalize-title">Finalize Your Plan</DialogTitle>
      {/* Mounted per opening, so the rows start from the current selection. */}
      {props.open && <FinalizeFormBody {...props} />}
    </Dialog>
  );
}

/**
 * The rows as they will happen, with their activities. Ordered once per
 * opening: re-sorted as a time is typed, the row (and the field being typed
 * in) would jump away from the cursor.
 */
function scheduledRows(activities: Activity[], days: string[]) {
  const rows = inScheduleOrder(
    initialRows(activities, days, new Date()).map((row, i) => ({
      activity_id: activities[i]!.id,
      ...row,
    })),
  );
  const byId = new Map(activities.map((a) => [a.id, a]));
  return { rows, activities: rows.map((row) => byId.get(row.activity_id)!) };
}

function FinalizeFormBody(props: Props) {
  const [schedule] = useState(() =>
    scheduledRows(props.activities, props.days),
  );
  const form = useForm<FinalizeForm>({
    resolver: zodResolver(finalizeFormSchema),
    defaultValues: { title: '', description: '', rows: schedule.rows },
  });
  const { control, handleSubmit } = form;
  const canSubmit =
    props.activities.length > 0 && !props.isSaving && !props.success;
  // Once finalized, the message takes the focus from the Finalize button,
  // which stops working: left there, focus had nowhere to go but the page.
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.success) successRef.current?.focus();
  }, [props.success]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => {
          if (!canSubmit) return e.preventDefault();
          void handleSubmit(props.onSubmit)(e);
        }}
        style={{ display: 'contents' }}
      >
        <DialogContent dividers>
          <Stack spacing={2}>
            {props.success && (
              <Alert
                ref={successRef}
                tabIndex={-1}
                severity="success"
                sx={{ outline: 'none' }}
              >
                {props.success}
              </Alert>
            )}
            {props.error && !props.success && (
              <Alert severity="error">{props.error}</Alert>
            )}
            <FormTextField<FinalizeForm>
              name="title"
              label="Plan Title"
              // Typing starts the title: the dialog is named, and the title
              // is what most people change.
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: PLAN_TITLE_MAX } }}
            />
            <FormTextField<FinalizeForm>
              name="description"
              label="Description"
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: PLAN_DESCRIPTION_MAX } }}
            />
            <PlanCostSummary
              activities={props.activities}
              days={props.days.length}
              budget={props.budget}
            />
            <Divider />
            {schedule.activities.map((activity, index) => (
              <Stack
                key={activity.id}
                spacing={1}
                component="fieldset"
                sx={{ border: 0, p: 0, m: 0 }}
              >
                <Typography component="legend" sx={{ fontWeight: 600 }}>
                  {activity.name}
                </Typography>
                <Controller
                  control={control}
                  name={`rows.${index}`}
                  render={({ field, formState }) => (
                    <>
                      <ScheduleRowFields
                        name={activity.name}
                        days={props.days}
                        value={field.value}
                        onChange={field.onChange}
                        errors={formState.errors.rows?.[index]}
                      />
                      {/* Allowed (a plan may record what was done), but
                          rarely meant: said as soon as it is picked. */}
                      {isPastRow(field.value, new Date()) && (
                        <Alert severity="warning">
                          {readableDay(field.value.date)} at{' '}
                          {formatTime12(field.value.time)} has already passed.
                        </Alert>
                      )}
                    </>
                  )}
                />
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} disabled={props.isSaving}>
            Cancel
          </Button>
          {/* Not `disabled` while saving or once saved: a disabled button
              loses focus, which fell to the page. */}
          <Button
            type="submit"
            variant="contained"
            aria-disabled={!canSubmit || undefined}
            sx={canSubmit ? undefined : DISABLED_LOOK}
          >
            {props.isSaving ? 'Finalizing...' : 'Finalize Plan'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
