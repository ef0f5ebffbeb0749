import { copiedActivities } from '@app/shared/copy-itinerary';
import { metroToday } from '@app/shared/metro';
import { useEffect, useState } from 'react';

import { useLimitReached } from '../../../components/premium/use-limit-reached';
import { apiFailure } from '../../../lib/api-client';
import {
  useCopyItinerary,
  useCopyPreview,
} from '../../copy-itinerary/api/copy-itinerary';

import {
  buildCopyRequest,
  initialCopyForm,
  validateCopyStep1,
  type CopyForm,
} from './copy-form';

function messageOf(error: unknown, fallback: string) {
  const detail = apiFailure(error)?.detail;
  return typeof detail === 'string' ? detail : fallback;
}

/**
 * The copy wizard of one plan: its preview, the form (filled from the
 * preview), the step shown, and the copy itself; opening another plan starts
 * over.
 */
export function useCopyWizard(
  planId: number | null,
  onCopied: (newPlanId: number) => void,
) {
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
  const handleBack = () => setStep((s) => s - 1);
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
  return {
    preview,
    isCopying: copy.isPending,
    step,
    form,
    setForm,
    error: error ?? loadError,
    clearError: () => setError(null),
    atLimit,
    isEmptyCopy,
    handleNext,
    handleBack,
    handleCopy,
  };
}
