import { List } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { PersonRow } from './person-row';

describe('PersonRow', () => {
  it('keeps the whole name and @username as a title when the row cuts them short', () => {
    const displayName = 'Maximiliana Alexandrina Konstantinopoulou-Smythe';
    renderWithProviders(
      <List>
        <PersonRow
          user={{
            id: 3,
            username: 'maximiliana_konstantinopoulou',
            display_name: displayName,
            first_name: 'Maximiliana',
            last_name: 'Konstantinopoulou-Smythe',
          }}
        />
      </List>,
    );
    expect(screen.getByText(displayName)).toHaveAttribute('title', displayName);
    expect(screen.getByText('@maximiliana_konstantinopoulou')).toHaveAttribute(
      'title',
      '@maximiliana_konstantinopoulou',
    );
  });
});
