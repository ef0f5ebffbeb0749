import { Box } from '@mui/material';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import {
  MY_PLANS_TABS,
  MyPlansHeader,
  myPlansPanelProps,
} from './my-plans-header';

function Page() {
  const [tab, setTab] = useState<number>(MY_PLANS_TABS.list);
  return (
    <>
      <MyPlansHeader
        tab={tab}
        onTab={setTab}
        draftCount={0}
        headingRef={() => {}}
      />
      <Box {...myPlansPanelProps(tab)}>View {tab}</Box>
    </>
  );
}

describe('MyPlansHeader', () => {
  it('ties each tab to the panel it shows, as the Dashboard does', async () => {
    const { user } = renderWithProviders(<Page />);
    const list = screen.getByRole('tab', { name: 'List View' });
    const panel = screen.getByRole('tabpanel', { name: 'List View' });
    expect(list).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('View 0');

    await user.click(screen.getByRole('tab', { name: 'Calendar View' }));
    const calendar = screen.getByRole('tabpanel', { name: 'Calendar View' });
    expect(screen.getByRole('tab', { name: 'Calendar View' })).toHaveAttribute(
      'aria-controls',
      calendar.id,
    );
    expect(screen.getByRole('tab', { name: 'Drafts (0)' })).toHaveAttribute(
      'aria-controls',
      'my-plans-panel-1',
    );
  });
});
