import {
  CUISINE_OPTIONS,
  DIETARY_OPTIONS,
  optionLabels,
  type Preferences,
} from '@app/shared/preferences';
import { Box, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';

import { useUpdatePreferences } from '../api/update-preferences';
import { usePreferencesDraft } from '../hooks/use-preferences-draft';
import { saveErrorMessage } from '../lib/save-error';

import { BudgetTravelSection } from './budget-travel-section';
import { DiningSection } from './dining-section';
import { InterestSummary } from './interest-summary';
import { InterestsSection } from './interests-section';
import { OnboardingWizard } from './onboarding-wizard';
import { WeatherSection } from './weather-section';

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

const listOrNone = (options: readonly string[], items: string[]) =>
  items.length ? optionLabels(options, items).join(', ') : 'None';

/** The last step: the choices the user made, named as the chips named them. */
function SetupSummary({ values }: { values: Preferences }) {
  return (
    <Stack spacing={3}>
      <InterestSummary interests={values.preferred_activities} />
      <SummaryRow
        label="Budget per day"
        value={`$${values.default_budget_per_day}`}
      />
      <SummaryRow
        label="Search radius"
        value={`${values.default_radius} miles`}
      />
      <SummaryRow
        label="Comfortable temperature"
        value={`${values.outdoor_temp_min}°F – ${values.outdoor_temp_max}°F`}
      />
      <SummaryRow
        label="Dietary restrictions"
        value={listOrNone(DIETARY_OPTIONS, values.dietary_restrictions)}
      />
      <SummaryRow
        label="Cuisines"
        value={listOrNone(CUISINE_OPTIONS, values.cuisine_preferences)}
      />
    </Stack>
  );
}

/** Tells /home that this is the user's first visit (its greeting says so). */
const FIRST_VISIT_STATE = { firstVisit: true } as const;

/** The setup steps for a first visit, saved as preferences at the end. */
export function OnboardingFlow({
  initial,
  name,
}: {
  initial: Preferences;
  /** The user's own name; null when they gave none. */
  name: string | null;
}) {
  const navigate = useNavigate();
  const draft = usePreferencesDraft(initial);
  const mutation = useUpdatePreferences();
  const { values } = draft;

  const handleComplete = () => {
    const update = draft.toUpdate();
    if (!update) return;
    mutation.mutate(update, {
      onSuccess: () =>
        void navigate('/home', { replace: true, state: FIRST_VISIT_STATE }),
    });
  };

  const steps = [
    {
      title: 'Welcome',
      description: `Hi ${name ?? 'there'}! A few quick questions help us suggest weekends you will love. It takes about a minute.`,
      content: (
        <Typography>
          We will ask about the activities you enjoy, your budget and travel,
          the weather you like and how you eat. You can change everything later
          in Edit Preferences.
        </Typography>
      ),
    },
    {
      title: 'Interests & Activities',
      description: 'Pick the kinds of outings you enjoy.',
      content: <InterestsSection values={values} onChange={draft.update} />,
      canContinue: values.preferred_activities.length > 0,
    },
    {
      title: 'Budget & Travel',
      description: 'How much do you like to spend and how far will you go?',
      content: <BudgetTravelSection draft={draft} />,
      canContinue: draft.travelTimeError === null,
    },
    {
      title: 'Weather Preferences',
      description: 'We use the forecast to suggest indoor or outdoor plans.',
      content: <WeatherSection values={values} onChange={draft.update} />,
    },
    {
      title: 'Dining Preferences',
      description: 'Tell us about your diet and favorite cuisines.',
      content: <DiningSection values={values} onChange={draft.update} />,
    },
    {
      title: 'Finish Setup',
      description: 'Here is what we will use to plan your weekends.',
      content: <SetupSummary values={values} />,
    },
  ];

  return (
    <OnboardingWizard
      steps={steps}
      onSkip={() => void navigate('/home', { state: FIRST_VISIT_STATE })}
      onComplete={handleComplete}
      isSaving={mutation.isPending}
      error={mutation.isError ? saveErrorMessage(mutation.error) : null}
    />
  );
}
