import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { UserMenuList } from './user-menu-list';

describe('UserMenuList', () => {
  it('wraps a long name and email instead of cutting them at the menu edge', () => {
    const name = 'Maximiliana Alexandrina Konstantinopoulou-Smythe';
    renderWithProviders(
      <UserMenuList
        id="account-menu"
        anchor={document.body}
        name={name}
        email="maximiliana.konstantinopoulou@example-mail.org"
        onClose={() => {}}
        onGo={() => {}}
        onSignOut={() => {}}
      />,
    );
    const who = screen.getByText(name).parentElement!;
    expect(who).toHaveStyle({
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    });
  });
});
