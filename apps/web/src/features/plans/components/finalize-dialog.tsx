import type { Activity } from '@app/shared/activity';
import {
  finalizeFormSchema,
  PLAN_DESCRIPTION_MAX,
  PLAN_TITLE_MAX,
  type FinalizeForm,
} from '@app/shared/finalized-plans';
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
import { Controller, FormProvider, useForm } from 'react-hook-form';

import { FormTextField } from '../../../components/forms/form-text-field';
import { ScheduleRowFields } from '../../../components/forms/schedule-row-fields';
import { initialRows } from '../hooks/finalize-payload';

import { PlanCostSummary } from './plan-cost-summary';

type Props = {
  open: boolean;
  activities: Activity[];
  days: string[];
  /** The plan's budget and how it is counted, for the cost summary. */
  budget: { amount: number | null; type: string | null };
  isSaving: boolean;
  success: string | null;
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

function FinalizeFormBody(props: Props) {
  const hour = new Date().getHours();
  const form = useForm<FinalizeForm>({
    resolver: zodResolver(finalizeFormSchema),
    defaultValues: {
      title: '',
      description: '',
      rows: initialRows(props.activities, props.days, hour).map((row, i) => ({
        activity_id: props.activities[i]!.id,
        ...row,
      })),
    },
  });
  const { control, handleSubmit } = form;
  const canSubmit =
    props.activities.length > 0 && !props.isSaving && !props.success;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(props.onSubmit)(e)}
        style={{ display: 'contents' }}
      >
        <DialogContent dividers>
          <Stack spacing={2}>
            {props.success && <Alert severity="success">{props.success}</Alert>}
            <FormTextField<FinalizeForm>
              name="title"
              label="Plan Title"
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
            {props.activities.map((activity, index) => (
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
                    <ScheduleRowFields
                      name={activity.name}
                      days={props.days}
                      value={field.value}
                      onChange={field.onChange}
                      errors={formState.errors.rows?.[index]}
                    />
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
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {props.isSaving ? 'Finalizing...' : 'Finalize Plan'}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
