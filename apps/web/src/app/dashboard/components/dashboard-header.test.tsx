import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { DashboardHeader } from './dashboard-header';

describe('DashboardHeader', () => {
  it('lets a long name wrap inside the heading instead of running off a phone', () => {
    server.use(
      http.get('/health', () =>
        HttpResponse.json({ status: 'healthy', api_keys: {}, time: 'now' }),
      ),
    );
    const name = 'Maximiliana-Alexandrina-Konstantinopoulou';
    renderWithProviders(
      <DashboardHeader
        name={name}
        plansCount={0}
        onExport={() => {}}
        onSignOut={() => {}}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: `Welcome back, ${name}` }),
    ).toHaveStyle({ overflowWrap: 'anywhere', minWidth: '0' });
  });
});
