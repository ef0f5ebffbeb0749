import type { Activity } from '@app/shared/activity';
import { Box, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';

import { useAddToPlan } from '../../components/add-to-plan/add-to-plan-button';
import { useHideQuickActions } from '../../components/layout/page-fab';
import { ActivityBrowser } from '../../features/activities/components/activity-browser';
import { useSaveActions } from '../../lib/use-save-actions';

export function Component() {
  const navigate = useNavigate();
  // The detail page's way back reopens this list with its filters.
  const { search } = useLocation();
  const { saveActions, upgradeDialog } = useSaveActions();
  const addToPlan = useAddToPlan();
  useHideQuickActions();
  const cardActions = (activity: Activity) => ({
    ...saveActions(activity),
    onAddToPlan: addToPlan.open,
    onViewDetails: (a: Activity) =>
      void navigate(`/activity/${a.id}`, { state: { browseSearch: search } }),
  });
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        Browse Activities
      </Typography>
      <ActivityBrowser cardActions={cardActions} />
      {upgradeDialog}
      {addToPlan.element}
    </Box>
  );
}
