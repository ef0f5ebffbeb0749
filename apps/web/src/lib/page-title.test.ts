import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pageTitle, usePageTitle } from './page-title';

describe('page titles', () => {
  it("puts the page's name before the app's", () => {
    expect(pageTitle('My Plans')).toBe('My Plans · Weekend Planner');
    expect(pageTitle('')).toBe('Weekend Planner');
  });

  it('keeps the last title while the name is still loading', () => {
    const { rerender } = renderHook(
      ({ name }: { name?: string }) => usePageTitle(name),
      { initialProps: { name: 'Plan' as string | undefined } },
    );
    expect(document.title).toBe('Plan · Weekend Planner');
    rerender({ name: undefined });
    expect(document.title).toBe('Plan · Weekend Planner');
    rerender({ name: 'Saturday Fun' });
    expect(document.title).toBe('Saturday Fun · Weekend Planner');
  });
});
