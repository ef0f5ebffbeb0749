import {
  BUILT_IN_TEMPLATES,
  defaultTemplateDates,
} from '@app/shared/templates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serveGeocoder } from '../../../testing/geocoder';
import { server } from '../../../testing/msw-server';
import { servePlanCounts } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { expectPlanLimitOffer } from '../../premium/testing/limit-offer';
import { LOCATE_FAILED } from '../hooks/use-template-plan-form';

import { TemplateDialog } from './template-dialog';

const template = BUILT_IN_TEMPLATES[0]!;
const CREATE_FAILED = 'Error creating plan. Please try again.';
const PLAN_LIMIT =
  "You've reached your plans limit. Upgrade to Premium for unlimited access.";

/** Signed in; check-limits answers these plan counts, one per request (the last repeats). */
function planCounts(...counts: number[]) {
  signInForTest();
  return servePlanCounts(...counts);
}

type DialogProps = ComponentProps<typeof TemplateDialog>;

function renderDialog(
  onCreate: DialogProps['onCreate'],
  onClose: DialogProps['onClose'] = () => {},
) {
  // The plan limit is read through the query client.
  renderWithProviders(
    <TemplateDialog
      template={template}
      onClose={onClose}
      onCreate={onCreate}
    />,
  );
}

/** Types `place` as the plan's location and presses Create My Plan. */
async function createAt(place: string) {
  await userEvent.type(
    screen.getByRole('combobox', { name: /Location/ }),
    place,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create My Plan' }));
}

describe('TemplateDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the template and defaults: today to today+2, 10 miles', () => {
    renderDialog(vi.fn());
    const { startDate, endDate } = defaultTemplateDates();
    expect(
      screen.getByRole('dialog', { name: template.title }),
    ).toBeInTheDocument();
    for (const interest of template.interests)
      expect(screen.getByText(interest)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Budget: $${template.budgetRange.min}-$${template.budgetRange.max}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Start Date/)).toHaveValue(startDate);
    expect(screen.getByLabelText(/End Date/)).toHaveValue(endDate);
    expect(screen.getByLabelText('Search Distance (miles)')).toHaveValue(10);
  });

  it('asks for the required fields before creating', async () => {
    const onCreate = vi.fn().mockResolvedValue(null);
    renderDialog(onCreate);
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    expect(
      screen.getByText('Please fill in all required fields'),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('rejects a distance outside 1-50 miles', async () => {
    const onCreate = vi.fn().mockResolvedValue(null);
    renderDialog(onCreate);
    await userEvent.type(
      screen.getByRole('combobox', { name: /Location/ }),
      'LoDo',
    );
    const distance = screen.getByLabelText('Search Distance (miles)');
    await userEvent.clear(distance);
    await userEvent.type(distance, '51');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    expect(screen.getByText('Enter 1 to 50 miles')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('clears an old error once a field changes, so only the current one shows', async () => {
    const onCreate = vi.fn().mockResolvedValue(null);
    renderDialog(onCreate);
    const create = screen.getByRole('button', { name: 'Create My Plan' });
    await userEvent.click(create);
    expect(
      screen.getByText('Please fill in all required fields'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('combobox', { name: /Location/ }),
      'LoDo',
    );
    const distance = screen.getByLabelText('Search Distance (miles)');
    await userEvent.clear(distance);
    await userEvent.type(distance, '51');
    await userEvent.click(create);
    expect(screen.getByText('Enter 1 to 50 miles')).toBeInTheDocument();
    expect(
      screen.queryByText('Please fill in all required fields'),
    ).not.toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('centres the plan on the typed place, or says it cannot find it', async () => {
    const asked = serveGeocoder();
    const onCreate = vi.fn().mockResolvedValue(CREATE_FAILED);
    renderDialog(onCreate);
    const field = screen.getByRole('combobox', { name: /Location/ });
    expect(field).toHaveAccessibleDescription(
      'Plans search around the place you type',
    );
    await createAt('Nowhere Flats');
    expect(
      await screen.findByText(
        "We couldn't find 'Nowhere Flats'. Try a neighborhood, city or address.",
      ),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await createAt('LoDo');
    await vi.waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          location: 'LoDo',
          coords: { lat: 39.7527, lng: -105.0003 },
        }),
      ),
    );
    expect(asked).toEqual(['Nowhere Flats', 'LoDo']);
  });

  it('passes the form to onCreate and closes when it succeeds', async () => {
    serveGeocoder();
    const onCreate = vi.fn().mockResolvedValue(null);
    const onClose = vi.fn();
    renderDialog(onCreate, onClose);
    await createAt('LoDo');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        template,
        location: 'LoDo',
        coords: { lat: 39.7527, lng: -105.0003 },
        radiusMiles: 10,
      }),
    );
  });

  it('offers metro places as the user types and plans around the one picked', async () => {
    const asked = serveGeocoder();
    server.use(
      http.get('/api/locations/suggest', ({ request }) =>
        HttpResponse.json({
          query: new URL(request.url).searchParams.get('q'),
          results: [
            {
              name: 'Capitol Hill',
              type: 'neighborhood',
              formatted_address: 'Capitol Hill, Denver, CO',
              latitude: 39.733,
              longitude: -104.98,
              activity_id: null,
            },
          ],
        }),
      ),
    );
    const onCreate = vi.fn().mockResolvedValue(CREATE_FAILED);
    renderDialog(onCreate);
    const field = screen.getByRole('combobox', { name: /Location/ });
    await userEvent.type(field, 'Cap Hill');
    const option = await screen.findByRole('option', {
      name: /Capitol Hill.*Neighborhood/,
    });
    await userEvent.click(option);
    expect(field).toHaveValue('Capitol Hill, Denver, CO');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        location: 'Capitol Hill, Denver, CO',
        coords: { lat: 39.733, lng: -104.98 },
      }),
    );
    expect(asked).toEqual([]);
  });

  it('uses the device location, or says it could not', async () => {
    let succeed = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          ok: PositionCallback,
          fail: PositionErrorCallback,
        ) =>
          succeed
            ? ok({
                coords: { latitude: 39.75, longitude: -105 },
              } as GeolocationPosition)
            : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    server.use(
      http.post('/api/locations', () =>
        HttpResponse.json({
          formatted_address: 'Jefferson Park, Denver, CO',
          address: null,
          neighborhood: 'Jefferson Park',
          city: 'Denver',
          state: 'CO',
          latitude: 39.75,
          longitude: -105,
        }),
      ),
    );
    const onCreate = vi.fn().mockResolvedValue(CREATE_FAILED);
    renderDialog(onCreate);
    const field = screen.getByRole('combobox', { name: /Location/ });
    // A place typed first is replaced: the plan centres on the device.
    await userEvent.type(field, 'Boulder');
    await userEvent.click(
      screen.getByRole('button', { name: 'Use My Location' }),
    );
    await waitFor(() =>
      expect(field).toHaveValue('Jefferson Park, Denver, CO'),
    );
    expect(field).toHaveAccessibleDescription(
      'Plans search around your current location',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ coords: { lat: 39.75, lng: -105 } }),
    );
    succeed = false;
    await userEvent.click(
      screen.getByRole('button', { name: 'Use My Location' }),
    );
    expect(screen.getByText(LOCATE_FAILED)).toBeInTheDocument();
  });

  it('says why a plan was not created, in the dialog, and lets the user try again', async () => {
    serveGeocoder();
    const onCreate = vi.fn().mockResolvedValue(CREATE_FAILED);
    const onClose = vi.fn();
    renderDialog(onCreate, onClose);
    await createAt('LoDo');
    expect(await screen.findByRole('alert')).toHaveTextContent(CREATE_FAILED);
    expect(
      screen.getByRole('button', { name: 'Create My Plan' }),
    ).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the upgrade in place of Create My Plan when the server refuses at the plan limit', async () => {
    serveGeocoder();
    // 9 of 10 when the dialog opens; 10 once the refusal has them read again.
    const asked = planCounts(9, 10);
    const onCreate = vi.fn().mockResolvedValue(PLAN_LIMIT);
    renderDialog(onCreate);
    await vi.waitFor(() => expect(asked).toEqual([9]));
    await createAt('LoDo');
    const dialog = screen.getByRole('dialog', { name: template.title });
    await expectPlanLimitOffer(dialog);
    expect(await screen.findByText('10 / 10')).toBeInTheDocument();
    expect(asked).toEqual([9, 10]);
    expect(
      screen.queryByRole('button', { name: 'Create My Plan' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows the plan limit before anything is typed when check-limits says it is reached', async () => {
    planCounts(10);
    const onCreate = vi.fn();
    renderDialog(onCreate);
    await expectPlanLimitOffer(
      screen.getByRole('dialog', { name: template.title }),
    );
    expect(
      screen.queryByRole('button', { name: 'Create My Plan' }),
    ).not.toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });
});
