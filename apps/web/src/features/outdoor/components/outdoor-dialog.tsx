import type { ElevationAnalysis } from '@app/shared/activity-details';
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

/** Says which enrichment step is running; empty once they are all done. */
function EnrichmentProgress({ progress }: { progress: string | null }) {
  return (
    <Box role="status" aria-live="polite">
      {progress ? (
        <>
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {progress}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}

/** The trail's statistics, and its elevation chart when the trail is known. */
function TrailProfile({ analysis }: { analysis: ElevationAnalysis }) {
  return (
    <>
      <TrailStats analysis={analysis} />
      {knowsTrail(analysis) ? <ElevationChart analysis={analysis} /> : null}
    </>
  );
}

/** Call, website and directions when known, then Close and Add to Plan. */
function OutdoorDialogActions({
  activity,
  onClose,
}: Pick<OutdoorDialogProps, 'activity' | 'onClose'>) {
  return (
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
  );
}

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
          <EnrichmentProgress progress={enrichment.progress} />
          {enrichment.elevationAnalysis ? (
            <TrailProfile analysis={enrichment.elevationAnalysis} />
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
      <OutdoorDialogActions activity={activity} onClose={onClose} />
    </Dialog>
  );
}
