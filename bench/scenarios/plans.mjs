// Plans: building a plan's suggestion set from the full catalogue (interests,
// radius, budget, days, AI prompt ranking) and reading My Plans.
//
// Every POST /api/plans stores a plan, so the free-tier plan limit would
// answer 403 after a few requests: the POST scenario runs only when the
// server allows enough plans (FREE_MAX_PLANS=1000000 npm run bench).
import { BROWSER_ENCODINGS } from '../browser.mjs';

const MIN_PLANS_FOR_LOAD = 100_000;

function nextSaturday() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function call(baseUrl, token, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function scenarios({ baseUrl, token, connections, createUser }) {
  const saturday = nextSaturday();
  const plan = {
    name: 'Bench weekend',
    template: 'manual',
    location: { lat: 39.7392, lng: -104.9903 },
    days: [saturday, addDays(saturday, 1)],
    interests: ['food', 'arts', 'nightlife: Breweries', 'concerts'],
    radius: 15 * 1609.34,
    price_range: { min: 0, max: 200 },
    budget: 200,
    budget_type: 'total',
    ai_prompt: 'craft beer, live jazz and a museum',
  };
  const created = await call(baseUrl, token, '/api/plans', plan);
  // My Plans: 5 finalized plans of 4 activities each.
  const detail = await call(baseUrl, token, `/api/plans/${created.id}`);
  const ids = detail.activities.slice(0, 4).map((a) => a.id);
  for (let i = 0; i < 5; i += 1) {
    await call(baseUrl, token, '/finalized-plans', {
      title: `Bench plan ${i}`,
      start_date: saturday,
      end_date: addDays(saturday, 1),
      selected_activities: ids.map((id, j) => ({
        activity_id: id,
        planned_date: j % 2 ? addDays(saturday, 1) : saturday,
        planned_time: `1${j}:00`,
      })),
    });
  }
  const auth = { authorization: `Bearer ${token}` };
  const list = [
    {
      name: 'GET /api/finalized-plans (5 plans)',
      url: `${baseUrl}/api/finalized-plans`,
      headers: auth,
    },
    {
      name: 'GET /api/plans/{id} (suggestions)',
      url: `${baseUrl}/api/plans/${created.id}`,
      headers: auth,
    },
    {
      name: 'GET /api/plans/{id} (suggestions, as a browser asks, brotli)',
      url: `${baseUrl}/api/plans/${created.id}`,
      headers: { ...auth, 'accept-encoding': BROWSER_ENCODINGS },
    },
  ];
  const limits = await call(baseUrl, token, '/api/premium/check-limits');
  const max = limits.limits?.max_plans;
  if (typeof max !== 'number' || max >= MIN_PLANS_FOR_LOAD) {
    // One user per connection, as real traffic is: a user's plan creations
    // queue behind the row lock that keeps the plan limit exact.
    const tokens = [];
    for (let i = 0; i < connections; i += 1) {
      tokens.push((await createUser()).token);
    }
    let next = 0;
    list.unshift({
      name: `POST /api/plans (build suggestions, ${connections} users)`,
      url: `${baseUrl}/api/plans`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${tokens[next++ % tokens.length]}`,
            },
          }),
        },
      ],
      body: JSON.stringify(plan),
    });
  } else {
    console.log(
      `  (POST /api/plans skipped: max_plans is ${max}; run with FREE_MAX_PLANS=1000000)`,
    );
  }
  return list;
}
