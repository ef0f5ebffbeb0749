import type { CopyPreview } from '@app/shared/copy-itinerary';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { PARK_DAY_PREVIEW } from '../../copy-itinerary/testing/copy-preview-fixture';
import type { CopyForm } from '../hooks/copy-form';

import {
  CopyStepActivities,
  CopyStepDetails,
  CopyStepReview,
} from './copy-steps';

const preview: CopyPreview = {
  ...PARK_DAY_PREVIEW,
  total_activities: 3,
  total_participants: 0,
  activities: [
    ...PARK_DAY_PREVIEW.activities,
    {
      id: 3,
      name: 'Anytime Stroll',
      category: 'outdoors',
      is_private: false,
      planned_date: null,
      planned_time: null,
      estimated_duration_minutes: 60,
    },
  ],
};

const form: CopyForm = {
  title: 'Park Day',
  location: '',
  startDate: '2026-11-28',
  endDate: '2026-11-29',
  includePrivate: false,
  copyParticipants: false,
  excluded: [],
};

describe('CopyStepDetails', () => {
  it('stops the title at the 200 characters a plan title may have', () => {
    renderWithProviders(<CopyStepDetails form={form} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Plan Title' })).toHaveAttribute(
      'maxlength',
      '200',
    );
  });
});

describe('CopyStepActivities', () => {
  it('writes each activity’s day and time as the rest of the app does', () => {
    renderWithProviders(
      <CopyStepActivities preview={preview} form={form} onChange={vi.fn()} />,
    );
    expect(
      screen.getByLabelText('Civic Center Park · Sat, Nov 28 at 10:00 AM'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dinner · Sun, Nov 29')).toBeInTheDocument();
    expect(screen.getByLabelText('Anytime Stroll')).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-28/)).not.toBeInTheDocument();
  });

  it('offers private activities only when the preview lists some', () => {
    const { unmount } = renderWithProviders(
      <CopyStepActivities preview={preview} form={form} onChange={vi.fn()} />,
    );
    // Someone else's plan: its private activities never reach the preview.
    expect(
      screen.queryByRole('switch', { name: 'Include private activities' }),
    ).toBeNull();
    unmount();

    const owners = {
      ...preview,
      activities: preview.activities.map((a) =>
        a.id === 2 ? { ...a, is_private: true } : a,
      ),
    };
    renderWithProviders(
      <CopyStepActivities preview={owners} form={form} onChange={vi.fn()} />,
    );
    expect(
      screen.getByRole('switch', { name: 'Include private activities' }),
    ).toBeInTheDocument();
  });
});

describe('CopyStepReview', () => {
  it('writes the dates readably and warns only when days are squeezed', () => {
    const { unmount } = renderWithProviders(
      <CopyStepReview preview={preview} form={form} />,
    );
    expect(screen.getByText('Sat, Nov 28 - Sun, Nov 29')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <CopyStepReview
        preview={preview}
        form={{ ...form, startDate: '2026-12-05', endDate: '2026-12-05' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The original plan runs 2 days; activities after Sat, Dec 5 move to that day.',
    );
  });

  it('says which folded activity moves to a later time, and which cannot', () => {
    const evenings: CopyPreview = {
      ...PARK_DAY_PREVIEW,
      activities: [
        {
          id: 1,
          name: 'Dinner',
          category: 'food',
          is_private: false,
          planned_date: '2026-11-28',
          planned_time: '19:00',
          estimated_duration_minutes: 90,
        },
        {
          id: 2,
          name: 'Late Show',
          category: 'concerts',
          is_private: false,
          planned_date: '2026-11-29',
          planned_time: '19:00',
          estimated_duration_minutes: 120,
        },
      ],
    };
    const oneDay = { ...form, startDate: '2026-12-05', endDate: '2026-12-05' };
    const { unmount } = renderWithProviders(
      <CopyStepReview preview={evenings} form={oneDay} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Late Show moves to 8:30 PM on Sat, Dec 5, after Dinner at 7:00 PM.',
    );
    unmount();

    // A three-hour dinner leaves no room before midnight.
    const long = {
      ...evenings,
      activities: evenings.activities.map((a) =>
        a.id === 1
          ? { ...a, planned_time: '21:00', estimated_duration_minutes: 180 }
          : { ...a, planned_time: '22:00' },
      ),
    };
    renderWithProviders(<CopyStepReview preview={long} form={oneDay} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Late Show overlaps Dinner at 10:00 PM on Sat, Dec 5: nothing later that day is free.',
    );
  });
});
