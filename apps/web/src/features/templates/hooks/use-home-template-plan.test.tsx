import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { PREMIUM_TEMPLATE_MESSAGE } from '@app/shared/premium';
import { findBuiltInTemplate } from '@app/shared/templates';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveGeocoder } from '../../../testing/geocoder';
import { server } from '../../../testing/msw-server';
import { buildPlanSummary } from '../../../testing/plan-summary';
import { servePlanCounts } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { TemplateDialog } from '../../home/components/template-dialog';
import { expectPlanLimitOffer } from '../../premium/testing/limit-offer';

import {
  CREATE_PLAN_ERROR,
  useHomeTemplatePlan,
  type HomeTemplateForm,
} from './use-home-template-plan';

const template = findBuiltInTemplate('date-night')!;
const PLAN_LIMIT =
  "You've reached your plans limit. Upgrade to Premium for unlimited access.";

/** Create My Plan, with what it resolved to shown as the dialog would. */
function Harness({ form }: { form: HomeTemplateForm }) {
  const onCreate = useHomeTemplatePlan();
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => void onCreate(form).then(setOutcome)}>
        Create My Plan
      </button>
      {outcome ? <p role="alert">{outcome}</p> : null}
    </>
  );
}

const baseForm: HomeTemplateForm = {
  template,
  location: 'LoDo',
  coords: null,
  radiusMiles: 5,
  startDate: '2030-06-01',
  endDate: '2030-06-03',
};

/** POST /api/plans answers `status` with `detail`; preferences are unreadable. */
function refusePlans(status: number, detail: string) {
  server.use(
    http.get('/api/users/me/preferences', () =>
      HttpResponse.json({}, { status: 404 }),
    ),
    http.post('/api/plans', () => HttpResponse.json({ detail }, { status })),
  );
}

async function createWith(form: HomeTemplateForm) {
  const { user } = renderWithProviders(<Harness form={form} />);
  await user.click(screen.getByRole('button', { name: 'Create My Plan' }));
  return screen.findByRole('alert');
}

describe('useHomeTemplatePlan', () => {
  // The browser's alert box froze the page: nothing here may open it.
  const alertBox = vi.fn();
  beforeEach(() => {
    alertBox.mockReset();
    vi.stubGlobal('alert', alertBox);
  });
  afterEach(() => {
    expect(alertBox).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

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
    const { user } = renderWithProviders(<Harness form={baseForm} />, {
      extraRoutes: [{ path: '/plan/:id', element: <p>Plan 77</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Create My Plan' }));
    expect(await screen.findByText('Plan 77')).toBeInTheDocument();
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

  it('asks for the required fields', async () => {
    expect(
      await createWith({ ...baseForm, location: ' ', coords: null }),
    ).toHaveTextContent('Please fill in all required fields');
  });

  it("keeps the server's words for the plan limit", async () => {
    refusePlans(403, PLAN_LIMIT);
    expect(await createWith(baseForm)).toHaveTextContent(PLAN_LIMIT);
  });

  it("says spec 1's sentence for any other failure", async () => {
    refusePlans(400, 'nope');
    expect(await createWith(baseForm)).toHaveTextContent(CREATE_PLAN_ERROR);
  });

  it('treats other refusals as failures, not as the plan limit', async () => {
    refusePlans(403, PREMIUM_TEMPLATE_MESSAGE);
    expect(await createWith(baseForm)).toHaveTextContent(CREATE_PLAN_ERROR);
  });

  it('leads the home dialog at the plan limit to the upgrade, where the user is', async () => {
    signInForTest();
    // 9 of 10 when the dialog opens (another tab then takes the last slot);
    // 10 once the refusal has them read again.
    const counts = servePlanCounts(9, 10);
    serveGeocoder();
    refusePlans(403, PLAN_LIMIT);
    function Home() {
      return (
        <TemplateDialog
          template={template}
          onClose={() => {}}
          onCreate={useHomeTemplatePlan()}
        />
      );
    }
    const { user } = renderWithProviders(<Home />);
    const dialog = screen.getByRole('dialog', { name: 'Date Night' });
    await vi.waitFor(() => expect(counts).toEqual([9]));
    await user.type(screen.getByRole('combobox', { name: /Location/ }), 'LoDo');
    await user.click(screen.getByRole('button', { name: 'Create My Plan' }));
    await expectPlanLimitOffer(dialog);
    expect(await screen.findByText('10 / 10')).toBeInTheDocument();
    expect(screen.queryByText(CREATE_PLAN_ERROR)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Create My Plan' }),
    ).not.toBeInTheDocument();
  });
});
