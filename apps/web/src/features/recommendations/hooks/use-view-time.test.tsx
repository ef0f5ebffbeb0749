import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubIntersectionObserver } from '../../../testing/intersection-observer';

import { useViewTime } from './use-view-time';

let observed: ReturnType<typeof stubIntersectionObserver> = [];
let clock = 0;

function Probe({ onView }: { onView: (s: number) => void }) {
  const ref = useViewTime<HTMLDivElement>(onView);
  return <div ref={ref}>card</div>;
}

const see = (ratio: number) =>
  observed[0]!.report([
    { isIntersecting: ratio > 0, intersectionRatio: ratio },
  ]);

describe('useViewTime', () => {
  beforeEach(() => {
    clock = 0;
    observed = stubIntersectionObserver();
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reports a half-visible stretch only when it lasts 3 s or more', () => {
    const onView = vi.fn();
    const { unmount } = render(<Probe onView={onView} />);
    expect(observed[0]!.options?.threshold).toEqual([0.5]);

    see(0.3);
    clock = 10_000;
    see(0);
    expect(onView).not.toHaveBeenCalled();

    see(0.6);
    clock = 12_900;
    see(0.2);
    expect(onView).not.toHaveBeenCalled();

    see(1);
    clock = 17_000;
    see(0);
    expect(onView).toHaveBeenCalledWith(4.1);

    see(0.5);
    clock = 20_500;
    unmount();
    expect(onView).toHaveBeenCalledTimes(2);
    expect(onView).toHaveBeenLastCalledWith(3.5);
  });
});
