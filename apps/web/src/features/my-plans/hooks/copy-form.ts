import {
  COPY_NEEDS_ACTIVITY,
  COPY_NOTHING_TO_COPY,
  type CopyPreview,
  type CopyRequest,
} from '@app/shared/copy-itinerary';
import {
  PLAN_TITLE_MAX,
  PLAN_TITLE_TOO_LONG,
} from '@app/shared/finalized-plans';
import { addDays } from '@app/shared/metro';

export type CopyForm = {
  title: string;
  location: string;
  startDate: string;
  endDate: string;
  copyParticipants: boolean;
  includePrivate: boolean;
  excluded: number[];
};

export const COPY_MESSAGES = {
  required: 'Please fill in all required fields',
  order: 'End date must be after start date',
} as const;

/** Defaults on each open (spec 2 §9): 'Copy of {title}', tomorrow to the day after. */
export function initialCopyForm(
  source: Pick<
    CopyPreview,
    'title' | 'location_name' | 'start_date' | 'end_date'
  >,
  today: string,
): CopyForm {
  const startDate = addDays(today, 1);
  return {
    title: `Copy of ${source.title}`,
    location: source.location_name ?? '',
    startDate,
    endDate: addDays(startDate, 1),
    copyParticipants: false,
    includePrivate: false,
    excluded: [],
  };
}

/** The review's note on why Copy is disabled; the button points to it. */
export const COPY_BLOCKED_ID = 'copy-blocked-reason';

/** Why nothing would be copied: every activity unticked, or none to begin with. */
export const copyBlockedReason = (preview: Pick<CopyPreview, 'activities'>) =>
  preview.activities.length === 0 ? COPY_NOTHING_TO_COPY : COPY_NEEDS_ACTIVITY;

export function validateCopyStep1(form: CopyForm): string | null {
  if (!form.title.trim() || !form.startDate || !form.endDate) {
    return COPY_MESSAGES.required;
  }
  // 'Copy of ' can push a title already at the limit past it.
  if (form.title.trim().length > PLAN_TITLE_MAX) return PLAN_TITLE_TOO_LONG;
  if (form.endDate <= form.startDate) return COPY_MESSAGES.order;
  return null;
}

export function buildCopyRequest(planId: number, form: CopyForm): CopyRequest {
  return {
    source_plan_id: planId,
    new_title: form.title.trim(),
    new_location_name: form.location.trim() || null,
    new_start_date: form.startDate,
    new_end_date: form.endDate,
    copy_participants: form.copyParticipants,
    exclude_activities: form.excluded,
    include_private_activities: form.includePrivate,
    customizations: {},
  };
}
