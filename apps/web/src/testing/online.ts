import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The browser going on or off line, as the page hears it. */
export function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
