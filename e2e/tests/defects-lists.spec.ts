import { expect, test, type Locator, type Page } from '@playwright/test';

import { eventDateLabel } from '../support/dates';
import { bearer } from '../support/plans';
import { signInNewUser } from '../support/session';

type Card = { id: number; name: string; text: string };

/** Times may carry a narrow no-break space before 'PM', depending on ICU. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** Each card's activity id (from its link), name and visible text. */
async function readCards(panel: Locator): Promise<Card[]> {
  return panel.getByRole('article').evaluateAll((els) =>
    els.map((el) => ({
      id: Number(
        /\/activity\/(\d+)/.exec(
          el.querySelector('a[href*="/activity/"]')?.getAttribute('href') ?? '',
        )?.[1],
      ),
      name: el.getAttribute('aria-label') ?? '',
      text: (el as HTMLElement).innerText,
    })),
  );
}

async function startTime(page: Page, id: number): Promise<string | null> {
  const res = await page.request.get(`/api/activities/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { start_time: string | null }).start_time;
}

test('the dashboard panels never repeat an item, date their events and differ', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'lists');
  // Weekly sample concerts and games are what used to repeat.
  const saved = await page.request.put('/api/users/me/preferences', {
    headers: bearer(session),
    data: {
      interests: ['Concerts & Events', 'Professional Sports'],
      preferred_activities: ['Concerts & Events', 'Professional Sports'],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/dashboard');
  const recommended = page.getByRole('region', { name: 'Recommended for You' });
  const smart = page.getByRole('region', { name: /Smart Recommendations/ });
  await expect(recommended.getByRole('article')).toHaveCount(6);
  await expect(smart.getByRole('article')).toHaveCount(6);

  const panels = {
    'Recommended for You': await readCards(recommended),
    'Smart Recommendations': await readCards(smart),
  };
  let events = 0;
  for (const [panel, cards] of Object.entries(panels)) {
    const names = cards.map((c) => c.name);
    expect(new Set(names).size, `${panel}: ${names.join(', ')}`).toBe(
      names.length,
    );
    for (const card of cards) {
      expect(card.id, card.name).toBeGreaterThan(0);
      const start = await startTime(page, card.id);
      if (!start) continue;
      events += 1;
      expect(oneLine(card.text), `${panel}: ${card.name}`).toContain(
        oneLine(eventDateLabel(start)),
      );
    }
  }
  expect(events).toBeGreaterThan(0);

  const ids = (cards: Card[]) => cards.map((c) => c.id);
  const shared = ids(panels['Smart Recommendations']).filter((id) =>
    ids(panels['Recommended for You']).includes(id),
  );
  expect(shared).toEqual([]);
});
