import type { Preferences } from '@app/shared/preferences';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { useUpdatePreferences } from '../api/update-preferences';
import { usePreferencesDraft } from '../hooks/use-preferences-draft';
import { saveErrorMessage } from '../lib/save-error';

import { BudgetTravelSection } from './budget-travel-section';
import { DiningSection } from './dining-section';
import { InterestsSection } from './interests-section';
import { NotificationsSection } from './notifications-section';
import { WeatherSection } from './weather-section';

const SAVED_MESSAGE = 'Preferences updated successfully!';
const REDIRECT_AFTER_SAVE_MS = 2000;
const ACTIVITIES_MISSING_ID = 'prefs-activities-missing';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 4, sm: 6 } }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 4 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type PreferencesEditorProps = {
  initial: Preferences;
  /** Called 2 s after a successful save. */
  onDone: () => void;
};

export function PreferencesEditor({ initial, onDone }: PreferencesEditorProps) {
  const draft = usePreferencesDraft(initial);
  const mutation = useUpdatePreferences();
  const [isSaved, setIsSaved] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isSaved) return;
    const timer = setTimeout(onDone, REDIRECT_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [isSaved, onDone]);

  useEffect(() => {
    if (isSaved || mutation.isError) statusRef.current?.focus();
  }, [isSaved, mutation.isError]);

  const handleSave = () => {
    const update = draft.toUpdate();
    if (!update) return;
    setIsSaved(false);
    mutation.mutate(update, { onSuccess: () => setIsSaved(true) });
  };

  return (
    <Stack spacing={5}>
      <Section id="prefs-interests" title="Interests">
        <InterestsSection
          values={draft.values}
          onChange={draft.update}
          flagEmpty
        />
      </Section>
      <Section id="prefs-weather" title="Weather">
        <WeatherSection values={draft.values} onChange={draft.update} />
      </Section>
      <Section id="prefs-budget" title="Budget and travel">
        <BudgetTravelSection draft={draft} />
      </Section>
      <Section id="prefs-dining" title="Dining">
        <DiningSection values={draft.values} onChange={draft.update} />
      </Section>
      <Section id="prefs-notifications" title="Notifications">
        <NotificationsSection values={draft.values} onChange={draft.update} />
      </Section>
      <Box ref={statusRef} tabIndex={-1} sx={{ outline: 'none' }}>
        {isSaved && (
          <Alert severity="success" role="status">
            {SAVED_MESSAGE}
          </Alert>
        )}
        {mutation.isError && (
          <Alert severity="error" role="alert">
            {saveErrorMessage(mutation.error)}
          </Alert>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          alignItems: 'center',
          justifyContent: 'flex-end',
        }}
      >
        {/* Save sits a long scroll below the chips, so it gives its reason here. */}
        {draft.activitiesMissing && (
          <Typography id={ACTIVITIES_MISSING_ID} color="error" variant="body2">
            Choose at least one activity under Interests to save.
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={handleSave}
          disabled={
            mutation.isPending ||
            isSaved ||
            Boolean(draft.travelTimeError) ||
            draft.activitiesMissing
          }
          aria-describedby={
            draft.activitiesMissing ? ACTIVITIES_MISSING_ID : undefined
          }
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {mutation.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </Box>
    </Stack>
  );
}
