import { expect, test } from '@playwright/test';

import { signInNewUser } from '../support/session';

type MlbGame = {
  gamePk: number;
  gameDate: string;
  status: { detailedState: string };
  teams: {
    home: { team: { id: number; name: string } };
    away: { team: { name: string } };
  };
};

/** The first Rockies home game the fake MLB Stats API serves to this run. */
async function firstHomeGame() {
  const res = await fetch(
    `${process.env.FAKE_SOURCES_URL}/api/v1/schedule?sportId=1&teamId=115`,
  );
  const body = (await res.json()) as { dates: { games: MlbGame[] }[] };
  const game = body.dates
    .flatMap((d) => d.games)
    .find(
      (g) =>
        g.teams.home.team.id === 115 && g.status.detailedState === 'Scheduled',
    )!;
  return {
    name: `${game.teams.home.team.name} vs. ${game.teams.away.team.name}`,
    // The card's banner: Denver's clock, whatever the browser's zone.
    when: new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Denver',
    }).format(new Date(game.gameDate)),
    page: `https://www.mlb.com/gameday/${game.gamePk}`,
  };
}

test('a game from the live MLB schedule shows under Live Entertainment at its Denver time and links out', async ({
  page,
  context,
}) => {
  const game = await firstHomeGame();
  await context.grantPermissions(['geolocation']);
  // Beside Coors Field, so its games are the nearest events.
  await context.setGeolocation({ latitude: 39.7559, longitude: -104.9942 });
  await signInNewUser(page, 'live-events');
  const live = page.getByRole('list', {
    name: 'Live Entertainment',
    exact: true,
  });
  const card = live.getByRole('article', { name: game.name }).first();
  // The refresh runs in the background after start-up: look again until it has.
  await expect(async () => {
    await page.goto('/home');
    await expect(card).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card.getByText(game.when, { exact: true })).toBeVisible();
  await expect(card.getByText(/^Source: MLB · updated /)).toBeVisible();
  await expect(card.getByText('Sample event')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute(
    'href',
    game.page,
  );
});
