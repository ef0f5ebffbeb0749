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

import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { COPY_BLOCKED_ID } from '../hooks/copy-form';
import { useCopyWizard } from '../hooks/use-copy-wizard';

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

type Wizard = ReturnType<typeof useCopyWizard>;

export function CopyItineraryDialog({ planId, onClose, onCopied }: Props) {
  const fullScreen = useFullScreenDialog();
  const wizard = useCopyWizard(planId, onCopied);
  const { preview, form, step, setForm, error, atLimit } = wizard;
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
          error && (
            <Alert severity="error" onClose={wizard.clearError} sx={{ mb: 2 }}>
              {error}
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
      <CopyDialogActions wizard={wizard} onClose={onClose} />
    </Dialog>
  );
}

/** Cancel, Back, then Next until the last step, where Copy takes its place. */
function CopyDialogActions({
  wizard,
  onClose,
}: {
  wizard: Wizard;
  onClose: () => void;
}) {
  const { step, form, atLimit, isCopying, isEmptyCopy } = wizard;
  return (
    <DialogActions>
      <Button onClick={onClose}>Cancel</Button>
      {step > 0 && (
        <Button onClick={wizard.handleBack} disabled={isCopying}>
          Back
        </Button>
      )}
      {atLimit ? null : step < 2 ? (
        <Button
          variant="contained"
          onClick={wizard.handleNext}
          disabled={!form}
        >
          Next
        </Button>
      ) : (
        <Button
          variant="contained"
          onClick={wizard.handleCopy}
          disabled={isCopying || isEmptyCopy}
          aria-describedby={isEmptyCopy ? COPY_BLOCKED_ID : undefined}
        >
          {isCopying ? 'Copying...' : 'Copy Itinerary'}
        </Button>
      )}
    </DialogActions>
  );
}
