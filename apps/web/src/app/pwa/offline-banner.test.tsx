import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { goOnline } from '../../testing/online';

import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('appears while the connection is down and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);

    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
