import {
  BUILT_IN_TEMPLATES,
  defaultTemplateDates,
} from '@app/shared/templates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';

import { LOCATE_FAILED, TemplateDialog } from './template-dialog';

const template = BUILT_IN_TEMPLATES[0]!;

type DialogProps = ComponentProps<typeof TemplateDialog>;

function renderDialog(
  onCreate: DialogProps['onCreate'],
  onClose: DialogProps['onClose'] = () => {},
) {
  render(
    <TemplateDialog
      template={template}
      onClose={onClose}
      onCreate={onCreate}
    />,
  );
}

/** The geocoder knows LoDo only. */
function lookUps(asked: string[] = []) {
  server.use(
    http.get('/api/locations/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      const results =
        q === 'LoDo'
          ? [
              {
                name: 'LoDo',
                type: 'neighborhood',
                formatted_address: 'LoDo, Denver, CO',
                latitude: 39.7527,
                longitude: -105.0003,
                activity_id: null,
              },
            ]
          : [];
      return HttpResponse.json({ query: q, results });
    }),
  );
  return asked;
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
    const onCreate = vi.fn().mockResolvedValue(true);
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
    const onCreate = vi.fn().mockResolvedValue(true);
    renderDialog(onCreate);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Location/ }),
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
    const onCreate = vi.fn().mockResolvedValue(true);
    renderDialog(onCreate);
    const create = screen.getByRole('button', { name: 'Create My Plan' });
    await userEvent.click(create);
    expect(
      screen.getByText('Please fill in all required fields'),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Location/ }),
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
    const asked = lookUps();
    const onCreate = vi.fn().mockResolvedValue(false);
    renderDialog(onCreate);
    const field = screen.getByRole('textbox', { name: /Location/ });
    expect(field).toHaveAccessibleDescription(
      'Plans search around the place you type',
    );
    await userEvent.type(field, 'Nowhere Flats');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
    expect(
      await screen.findByText(
        "We couldn't find 'Nowhere Flats'. Try a neighborhood, city or address.",
      ),
    ).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'LoDo');
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
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
    lookUps();
    const onCreate = vi.fn().mockResolvedValue(true);
    const onClose = vi.fn();
    renderDialog(onCreate, onClose);
    await userEvent.type(
      screen.getByRole('textbox', { name: /Location/ }),
      'LoDo',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Create My Plan' }),
    );
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
    const onCreate = vi.fn().mockResolvedValue(false);
    renderDialog(onCreate);
    const field = screen.getByRole('textbox', { name: /Location/ });
    // A place typed first is replaced: the plan centres on the device.
    await userEvent.type(field, 'Boulder');
    await userEvent.click(
      screen.getByRole('button', { name: 'Use My Location' }),
    );
    expect(field).toHaveValue('39.7500, -105.0000');
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
});
