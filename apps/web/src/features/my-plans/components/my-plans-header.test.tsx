import { Box } from '@mui/material';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import type { MyPlansView } from '../hooks/my-plans-place';

import { MyPlansHeader, myPlansPanelProps } from './my-plans-header';

function Page() {
  const [view, setView] = useState<MyPlansView>('list');
  return (
    <>
      <MyPlansHeader
        view={view}
        onView={setView}
        draftCount={0}
        headingRef={() => {}}
      />
      <Box {...myPlansPanelProps(view)}>View {view}</Box>
    </>
  );
}

describe('MyPlansHeader', () => {
  it('ties each tab to the panel it shows, as the Dashboard does', async () => {
    const { user } = renderWithProviders(<Page />);
    const list = screen.getByRole('tab', { name: 'List View' });
    const panel = screen.getByRole('tabpanel', { name: 'List View' });
    expect(list).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('View list');

    await user.click(screen.getByRole('tab', { name: 'Calendar View' }));
    const calendar = screen.getByRole('tabpanel', { name: 'Calendar View' });
    expect(screen.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
      'aria-controls',
      calendar.id,
    );
    expect(screen.getByRole('tab', { name: 'Drafts (0)' })).toHaveAttribute(
      'aria-controls',
      'my-plans-panel-drafts',
    );
  });
});
