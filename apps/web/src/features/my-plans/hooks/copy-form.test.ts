import { addDays } from '@app/shared/metro';
import { describe, expect, it } from 'vitest';

import {
  buildCopyRequest,
  COPY_MESSAGES,
  initialCopyForm,
  validateCopyStep1,
} from './copy-form';

/** A two-day plan to copy. */
const source = (title: string, location_name: string | null = null) => ({
  title,
  location_name,
  start_date: '2026-06-05',
  end_date: '2026-06-06',
});

describe('copy itinerary form', () => {
  it('defaults to tomorrow and the day after, whatever the original runs, with a copied title', () => {
    expect(
      initialCopyForm(source('Museum Days', 'Denver, CO'), '2026-11-30'),
    ).toEqual({
      title: 'Copy of Museum Days',
      location: 'Denver, CO',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      copyParticipants: false,
      includePrivate: false,
      excluded: [],
    });
    const threeDays = { ...source('A'), end_date: '2026-06-07' };
    expect(initialCopyForm(threeDays, '2026-11-30')).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
  });

  it('requires title and dates, and the end after the start', () => {
    const form = initialCopyForm(source('A'), '2026-11-30');
    expect(validateCopyStep1({ ...form, title: '  ' })).toBe(
      COPY_MESSAGES.required,
    );
    expect(validateCopyStep1({ ...form, endDate: '' })).toBe(
      COPY_MESSAGES.required,
    );
    expect(
      validateCopyStep1({ ...form, endDate: addDays(form.startDate, -1) }),
    ).toBe(COPY_MESSAGES.order);
    expect(validateCopyStep1({ ...form, endDate: form.startDate })).toBe(
      COPY_MESSAGES.order,
    );
    expect(validateCopyStep1(form)).toBeNull();
  });

  it('says plainly when the copied title runs past 200 characters', () => {
    const form = initialCopyForm(source('x'.repeat(200)), '2026-11-30');
    expect(validateCopyStep1(form)).toBe(
      'Title must be at most 200 characters',
    );
    expect(validateCopyStep1({ ...form, title: 'y'.repeat(200) })).toBeNull();
  });

  it('sends null for a blank location and the exclusions', () => {
    const form = {
      ...initialCopyForm(source('A', 'Denver'), '2026-11-30'),
      location: ' ',
      excluded: [4],
    };
    expect(buildCopyRequest(9, form)).toMatchObject({
      source_plan_id: 9,
      new_title: 'Copy of A',
      new_location_name: null,
      exclude_activities: [4],
      customizations: {},
    });
  });
});
