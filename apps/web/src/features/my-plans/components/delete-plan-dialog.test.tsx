import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { goOnline } from '../../../testing/online';
import { buildFinalizedPlan } from '../testing/plan-fixture';

import { DeletePlanDialog, OFFLINE_DELETE } from './delete-plan-dialog';

afterEach(() => vi.restoreAllMocks());

describe('DeletePlanDialog', () => {
  it('holds the deletion back while offline and says why', () => {
    const onConfirm = vi.fn();
    render(
      <DeletePlanDialog
        doomed={{ kind: 'finalized', plan: buildFinalizedPlan() }}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeEnabled();

    goOnline(false);
    expect(remove).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_DELETE);

    goOnline(true);
    expect(remove).toBeEnabled();
    expect(screen.queryByText(OFFLINE_DELETE)).toBeNull();
    remove.click();
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
