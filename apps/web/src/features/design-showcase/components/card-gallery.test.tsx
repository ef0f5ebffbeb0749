import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { CardGallery } from './card-gallery';

describe('CardGallery', () => {
  it('shows the sample restaurant with artwork, not a grey size placeholder', async () => {
    renderWithProviders(<CardGallery />);
    const card = await screen.findByRole('article', {
      name: 'Sample Taqueria',
    });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/categories\//),
    );
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('src')).not.toMatch(/\/api\/placeholder\//);
    }
  });
});
