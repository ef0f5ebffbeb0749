import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';

import {
  directionsUrl,
  isSample,
} from '../../../components/activity-cards/activity-display';
import { CategoryChip } from '../../../components/activity-cards/activity-facts';
import { AddToPlanButton } from '../../../components/add-to-plan/add-to-plan-button';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import type { OutdoorActivity } from '../api/outdoor-activity';
import { useOutdoorEnrichment } from '../hooks/use-outdoor-enrichment';

import { ElevationChart } from './elevation-chart';
import { OutdoorAccordions } from './outdoor-accordions';
import { knowsTrail, TrailStats } from './trail-stats';

export type OutdoorDialogProps = {
  activity: OutdoorActivity;
  open: boolean;
  onClose: () => void;
};

/** Spec 2 §2 outdoor-style card dialog; default export for lazy loading. */
export default function OutdoorDialog({
  activity,
  open,
  onClose,
}: OutdoorDialogProps) {
  const fullScreen = useFullScreenDialog();
  const enrichment = useOutdoorEnrichment(activity, open);
  const titleId = `outdoor-${activity.id}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{activity.name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CategoryChip category={activity.category} />
            {isSample(activity) ? (
              <Chip size="small" color="warning" label="Sample data" />
            ) : null}
          </Stack>
          {activity.description ? (
            <Typography variant="body2">{activity.description}</Typography>
          ) : null}
          <Box role="status" aria-live="polite">
            {enrichment.progress ? (
              <>
                <LinearProgress />
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 1 }}
                >
                  {enrichment.progress}
                </Typography>
              </>
            ) : null}
          </Box>
          {enrichment.elevationAnalysis ? (
            <>
              <TrailStats analysis={enrichment.elevationAnalysis} />
              {knowsTrail(enrichment.elevationAnalysis) ? (
                <ElevationChart analysis={enrichment.elevationAnalysis} />
              ) : null}
            </>
          ) : null}
          <OutdoorAccordions
            isTrail={enrichment.isTrail}
            analysis={enrichment.elevationAnalysis}
            recommendations={enrichment.hikingRecommendations}
            reservations={enrichment.reservationOptions}
            enhanced={enrichment.enhanced}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {activity.phone_number ? (
          <Button href={`tel:${activity.phone_number}`}>Call</Button>
        ) : null}
        {activity.website_url ? (
          <Button
            href={activity.website_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Website
          </Button>
        ) : null}
        <Button
          href={directionsUrl(activity)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Directions
        </Button>
        <Button onClick={onClose}>Close</Button>
        <AddToPlanButton activity={activity} variant="contained">
          Add to Plan
        </AddToPlanButton>
      </DialogActions>
    </Dialog>
  );
}
