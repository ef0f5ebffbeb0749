import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildActivity } from '../../components/activity-cards/activity-fixture';
import { stubPhone } from '../../testing/match-media';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';
import { BottomNav } from '../layout/bottom-nav';

import { Component as Browse } from './activities';
import { Component as AiResults } from './ai-results';
import { Component as BucketList } from './bucket-list';
import { Component as Favorites } from './favorites';

describe('Browse on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the speed dial off the cards' save buttons, and brings it back after", async () => {
    stubPhone();
    server.use(
      http.get('/api/activities/count', () => HttpResponse.json({ total: 1 })),
      http.get('/api/activities', () =>
        HttpResponse.json([buildActivity({ name: 'City Park' })]),
      ),
    );
    function BrowseAboveBottomNav() {
      const [onBrowse, setOnBrowse] = useState(true);
      return (
        <>
          {onBrowse && <Browse />}
          <button onClick={() => setOnBrowse(false)}>Leave Browse</button>
          <BottomNav isSignedIn={false} />
        </>
      );
    }
    const { user } = renderWithProviders(<BrowseAboveBottomNav />, {
      path: '/activities',
    });
    const card = await screen.findByRole('article', { name: 'City Park' });
    expect(card).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quick actions' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave Browse' }));
    expect(
      screen.getByRole('button', { name: 'Quick actions' }),
    ).toBeInTheDocument();
  });
});

describe.each([
  ['Favorites', Favorites, '/favorites'],
  ['Bucket List', BucketList, '/bucket-list'],
  ['search results', AiResults, '/ai-results?q=jazz'],
])('%s on a phone', (_name, Page, path) => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the speed dial off the cards' save buttons", () => {
    stubPhone();
    signInForTest();
    // The page stays loading: only that it is shown matters here.
    server.use(http.all('*', () => new Promise<never>(() => {})));
    renderWithProviders(
      <>
        <Page />
        <BottomNav isSignedIn={false} />
      </>,
      { path },
    );
    expect(screen.queryByRole('button', { name: 'Quick actions' })).toBeNull();
  });
});
