import { copiedActivities } from '@app/shared/copy-itinerary';
import { metroToday } from '@app/shared/metro';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import { useEffect, useState } from 'react';

import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useLimitReached } from '../../../components/premium/use-limit-reached';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { apiFailure } from '../../../lib/api-client';
import {
  useCopyItinerary,
  useCopyPreview,
} from '../../copy-itinerary/api/copy-itinerary';
import {
  buildCopyRequest,
  COPY_BLOCKED_ID,
  initialCopyForm,
  validateCopyStep1,
  type CopyForm,
} from '../hooks/copy-form';

import {
  CopyStepActivities,
  CopyStepDetails,
  CopyStepReview,
} from './copy-steps';

const STEPS = ['Plan Details', 'Activities & Participants', 'Review & Copy'];

type Props = {
  planId: number | null;
  onClose: () => void;
  onCopied: (newPlanId: number) => void;
};

function messageOf(error: unknown, fallback: string) {
  const detail = apiFailure(error)?.detail;
  return typeof detail === 'string' ? detail : fallback;
}

export function CopyItineraryDialog({ planId, onClose, onCopied }: Props) {
  const fullScreen = useFullScreenDialog();
  const preview = useCopyPreview(planId);
  const copy = useCopyItinerary(planId);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<CopyForm | null>(null);
  // A copy is a new plan: at the limit Copy can only fail, so the upgrade
  // takes its place.
  const atLimit = useLimitReached('plans', error);

  useEffect(() => {
    if (planId == null) return;
    setStep(0);
    setError(null);
    setForm(null);
  }, [planId]);
  useEffect(() => {
    if (preview.data && !form) {
      setForm(initialCopyForm(preview.data, metroToday()));
    }
  }, [preview.data, form]);

  const handleNext = () => {
    if (!form) return;
    if (step === 0) {
      const problem = validateCopyStep1(form);
      setError(problem);
      if (problem) return;
    }
    setStep((s) => s + 1);
  };
  const handleCopy = async () => {
    if (!form || planId == null) return;
    setError(null);
    try {
      const result = await copy.mutateAsync(buildCopyRequest(planId, form));
      onCopied(result.new_plan_id);
    } catch (e) {
      setError(messageOf(e, 'Failed to copy itinerary'));
    }
  };

  // A copy with no activities would only take a plan slot (the server refuses it too).
  const isEmptyCopy =
    preview.data !== undefined &&
    form !== null &&
    copiedActivities(preview.data.activities, form).length === 0;
  const loadError = preview.isError
    ? messageOf(preview.error, 'Failed to load plan preview')
    : null;
  return (
    <Dialog
      open={planId != null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="copy-title"
    >
      <DialogTitle id="copy-title">Copy Itinerary</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {atLimit ? (
          <Box sx={{ mb: 2 }}>
            <LimitsMeter feature="plans" />
          </Box>
        ) : (
          (error || loadError) && (
            <Alert
              severity="error"
              onClose={() => setError(null)}
              sx={{ mb: 2 }}
            >
              {error ?? loadError}
            </Alert>
          )
        )}
        {preview.isPending && (
          <CircularProgress aria-label="Loading plan preview" />
        )}
        {preview.data && form && step === 0 && (
          <CopyStepDetails form={form} onChange={setForm} />
        )}
        {preview.data && form && step === 1 && (
          <CopyStepActivities
            preview={preview.data}
            form={form}
            onChange={setForm}
          />
        )}
        {preview.data && form && step === 2 && (
          <CopyStepReview preview={preview.data} form={form} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {step > 0 && (
          <Button
            onClick={() => setStep((s) => s - 1)}
            disabled={copy.isPending}
          >
            Back
          </Button>
        )}
        {atLimit ? null : step < 2 ? (
          <Button variant="contained" onClick={handleNext} disabled={!form}>
            Next
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={handleCopy}
            disabled={copy.isPending || isEmptyCopy}
            aria-describedby={isEmptyCopy ? COPY_BLOCKED_ID : undefined}
          >
            {copy.isPending ? 'Copying...' : 'Copy Itinerary'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
