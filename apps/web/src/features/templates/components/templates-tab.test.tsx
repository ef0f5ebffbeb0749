import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { handlers } from '../testing/templates-backend';

import { TemplatesTab } from './templates-tab';

describe('TemplatesTab', () => {
  it('shows cards with the popular mark only above 50 uses', async () => {
    handlers([]);
    renderWithProviders(<TemplatesTab />);
    const popular = await screen.findByRole('article', {
      name: 'Bachelor Weekend',
    });
    expect(within(popular).getByText('Popular template')).toBeInTheDocument();
    expect(within(popular).getByText('2 days')).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Classic Date Night' });
    expect(within(plain).queryByText('Popular template')).toBeNull();
    expect(within(plain).getByText('$140')).toBeInTheDocument();
    expect(within(plain).getByText('2 people')).toBeInTheDocument();
  });

  it("names each card's buttons by their visible words first, and wraps the row rather than the words", async () => {
    handlers([]);
    renderWithProviders(<TemplatesTab />);
    const card = await screen.findByRole('article', {
      name: 'Classic Date Night',
    });
    const details = within(card).getByRole('button', {
      name: 'View Details: Classic Date Night',
    });
    const use = within(card).getByRole('button', {
      name: 'Use This Template: Classic Date Night',
    });
    for (const button of [details, use]) {
      expect(button.getAttribute('aria-label')).toMatch(
        new RegExp(`^${button.textContent}`),
      );
    }
    expect(use.parentElement).toBe(details.parentElement);
    expect(use.parentElement).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('asks the server for the chosen category', async () => {
    const seen: string[] = [];
    handlers(seen);
    const { user } = renderWithProviders(<TemplatesTab />);
    await screen.findByRole('article', { name: 'Classic Date Night' });
    await user.click(screen.getByRole('tab', { name: 'BBQ' }));
    expect(
      await screen.findByRole('article', { name: 'BBQ and Brews' }),
    ).toBeInTheDocument();
    expect(seen).toEqual(['all', 'bbq']);
  });

  it('shows the load failure message', async () => {
    server.use(
      http.get('/api/ai/enhanced/templates', () =>
        HttpResponse.json({ detail: 'nope' }, { status: 400 }),
      ),
    );
    renderWithProviders(<TemplatesTab />);
    expect(
      await screen.findByText('Failed to load templates'),
    ).toBeInTheDocument();
  });
});
