import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { findBuiltInTemplate } from '@app/shared/templates';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { buildPlanSummary } from '../../../testing/plan-summary';
import { renderWithProviders } from '../../../testing/render';

import {
  CREATE_PLAN_ERROR,
  useHomeTemplatePlan,
  type HomeTemplateForm,
} from './use-home-template-plan';

const template = findBuiltInTemplate('date-night')!;

function Harness({
  form,
  alert,
}: {
  form: HomeTemplateForm;
  alert: (m: string) => void;
}) {
  const onCreate = useHomeTemplatePlan(alert);
  return <button onClick={() => void onCreate(form)}>Create My Plan</button>;
}

const baseForm: HomeTemplateForm = {
  template,
  location: 'LoDo',
  coords: null,
  radiusMiles: 5,
  startDate: '2030-06-01',
  endDate: '2030-06-03',
};

describe('useHomeTemplatePlan', () => {
  it('creates the plan with merged interests and opens it', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.get('/api/users/me/preferences', () =>
        HttpResponse.json({
          ...DEFAULT_PREFERENCES,
          preferred_activities: ['Entertainment', 'Shopping'],
        }),
      ),
      http.post('/api/plans', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(buildPlanSummary({ id: 77 }), { status: 201 });
      }),
    );
    const alert = vi.fn();
    const { user } = renderWithProviders(
      <Harness form={baseForm} alert={alert} />,
      {
        extraRoutes: [{ path: '/plan/:id', element: <p>Plan 77</p> }],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Create My Plan' }));
    expect(await screen.findByText('Plan 77')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(body).toEqual({
      name: 'My Date Night Plan',
      template: 'date-night',
      location: { lat: 39.7392, lng: -104.9903, address: 'LoDo' },
      days: ['2030-06-01', '2030-06-02', '2030-06-03'],
      interests: [
        'Food & Dining',
        'Bars & Nightlife',
        'Entertainment',
        'Shopping',
      ],
      radius: 8046.7,
      price_range: { min: 80, max: 200 },
      budget_min: 80,
      budget_max: 200,
    });
  });

  it('asks for the required fields and reports creation failures', async () => {
    const alert = vi.fn();
    const first = renderWithProviders(
      <Harness
        form={{ ...baseForm, location: ' ', coords: null }}
        alert={alert}
      />,
    );
    await first.user.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    expect(alert).toHaveBeenCalledWith('Please fill in all required fields');
    first.unmount();

    server.use(
      http.get('/api/users/me/preferences', () =>
        HttpResponse.json({}, { status: 404 }),
      ),
      http.post('/api/plans', () =>
        HttpResponse.json({ detail: 'nope' }, { status: 400 }),
      ),
    );
    const second = renderWithProviders(
      <Harness form={baseForm} alert={alert} />,
    );
    await second.user.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    await vi.waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(CREATE_PLAN_ERROR),
    );
  });
});
