import { PERSONALIZED_DEFAULT_LIMIT } from '@app/shared/recommendations';
import { describe, expect, it } from 'vitest';

import { DASHBOARD_PERSONALIZED } from './get-personalized-recommendations';

describe('DASHBOARD_PERSONALIZED', () => {
  it('asks for the shared default number of personalised cards', () => {
    expect(DASHBOARD_PERSONALIZED.limit).toBe(PERSONALIZED_DEFAULT_LIMIT);
  });
});
