import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LocateButton } from './locate-button';

describe('LocateButton', () => {
  it('never shrinks below its label beside a full-width field, and keeps the caller’s styles', () => {
    render(
      <LocateButton
        label="Use Current Location"
        locating={false}
        onLocate={() => undefined}
        sx={{ minHeight: 56 }}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Use Current Location' }),
    ).toHaveStyle({ flexShrink: '0', minHeight: '56px' });
  });
});
