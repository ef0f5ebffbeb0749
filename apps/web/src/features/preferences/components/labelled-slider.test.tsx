import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LabelledSlider } from './labelled-slider';

describe('LabelledSlider', () => {
  it('speaks its value with units, not a bare number', () => {
    render(
      <LabelledSlider
        label="Search radius"
        valueText="15 miles"
        value={15}
        min={5}
        max={50}
        step={5}
        getAriaValueText={(miles) => `${miles} miles`}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Search radius' });
    expect(slider).toHaveAttribute('aria-valuetext', '15 miles');
  });
});
