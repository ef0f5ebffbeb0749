import {
  BUILT_IN_TEMPLATES,
  defaultTemplateDates,
} from '@app/shared/templates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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

  it('passes the form to onCreate and closes when it succeeds', async () => {
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
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        template,
        location: 'LoDo',
        coords: null,
        radiusMiles: 10,
      }),
    );
    expect(onClose).toHaveBeenCalled();
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
    await userEvent.click(
      screen.getByRole('button', { name: 'Use My Location' }),
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
