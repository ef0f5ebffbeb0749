import {
  Alert,
  Box,
  Button,
  MobileStepper,
  Paper,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { visuallyHidden } from '../../../lib/visually-hidden';

type WizardStep = {
  title: string;
  description?: string;
  content: ReactNode;
  /** Next stays disabled while this is false. */
  canContinue?: boolean;
};

type OnboardingWizardProps = {
  steps: WizardStep[];
  onSkip: () => void;
  onComplete: () => void;
  isSaving: boolean;
  error?: string | null;
};

/** The step shown; moving to another focuses its heading, the first render does not. */
function useActiveStep() {
  const [active, setActive] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [active]);
  return {
    active,
    headingRef,
    back: () => setActive((a) => a - 1),
    next: () => setActive((a) => a + 1),
  };
}

/** Step-by-step shell: Back, Next, Skip Setup, and Complete Setup at the end. */
export function OnboardingWizard({
  steps,
  onSkip,
  onComplete,
  isSaving,
  error,
}: OnboardingWizardProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { active, headingRef, back, next } = useActiveStep();
  const step = steps[active]!;
  const isLast = active === steps.length - 1;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 8 } }}>
      {isMobile ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Step {active + 1} of {steps.length}
        </Typography>
      ) : (
        <WizardStepper steps={steps} active={active} />
      )}
      <Box component="section" aria-labelledby="wizard-step-title">
        <Typography
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ outline: 'none', mb: 2 }}
        >
          {step.title}
        </Typography>
        {step.description && (
          <Typography color="text.secondary" sx={{ mb: 6 }}>
            {step.description}
          </Typography>
        )}
        {step.content}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 6 }}>
          {error}
        </Alert>
      )}
      {isMobile && (
        <MobileStepper
          variant="dots"
          steps={steps.length}
          activeStep={active}
          position="static"
          backButton={null}
          nextButton={null}
          sx={{ justifyContent: 'center', bgcolor: 'transparent', mt: 4 }}
        />
      )}
      <WizardNav
        isFirst={active === 0}
        isLast={isLast}
        isSaving={isSaving}
        canContinue={step.canContinue !== false}
        onBack={back}
        onNext={next}
        onSkip={onSkip}
        onComplete={onComplete}
      />
    </Paper>
  );
}

function WizardStepper({
  steps,
  active,
}: {
  steps: WizardStep[];
  active: number;
}) {
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label="Setup steps"
      sx={{ mb: 8 }}
    >
      {steps.map((s, i) => (
        // Which step is current and which are done is otherwise only
        // drawn (a filled circle, a tick): screen readers are told too.
        <Step key={s.title} aria-current={i === active ? 'step' : undefined}>
          <StepLabel>
            {s.title}
            {i < active ? (
              <Box component="span" sx={visuallyHidden}>
                {' (completed)'}
              </Box>
            ) : null}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function WizardNav({
  isFirst,
  isLast,
  isSaving,
  canContinue,
  onBack,
  onNext,
  onSkip,
  onComplete,
}: {
  isFirst: boolean;
  isLast: boolean;
  isSaving: boolean;
  canContinue: boolean;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  onComplete: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 3,
        alignItems: 'center',
        mt: 6,
      }}
    >
      <Button onClick={onBack} disabled={isFirst || isSaving}>
        Back
      </Button>
      <Button onClick={onSkip} color="inherit" disabled={isSaving}>
        Skip Setup
      </Button>
      <Box sx={{ flex: 1 }} />
      {isLast ? (
        <Button variant="contained" onClick={onComplete} disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Complete Setup'}
        </Button>
      ) : (
        <Button variant="contained" onClick={onNext} disabled={!canContinue}>
          Next
        </Button>
      )}
    </Box>
  );
}
