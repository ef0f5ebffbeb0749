import {
  defaultTemplateDates,
  quickPlanInterests,
} from '@app/shared/templates';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import {
  quickPlanErrorMessage,
  useCreateQuickPlan,
} from '../api/create-quick-plan';
import { usePlanDefaults } from '../api/get-plan-defaults';
import { useGeolocation } from '../hooks/use-geolocation';

export type QuickPlanTemplate = {
  title: string;
  interests: string[];
  budgetRange: { min: number; max: number };
};

const DEFAULT_RADIUS_MILES = 15;
const DEFAULT_BUDGET = 100;

export function QuickPlanDialog({
  open,
  onClose,
  template,
}: {
  open: boolean;
  onClose: () => void;
  template?: QuickPlanTemplate;
}) {
  const navigate = useNavigate();
  const dates = defaultTemplateDates();
  const [location, setLocation] = useState('');
  const [coords, setCoords] = useState<{ lat: number; lng: number } | null>(
    null,
  );
  const [startDate, setStartDate] = useState(dates.startDate);
  const [endDate, setEndDate] = useState(dates.endDate);
  const [error, setError] = useState<string | null>(null);
  const geo = useGeolocation();
  const defaults = usePlanDefaults(open);
  const create = useCreateQuickPlan();

  const prefs = defaults.data;
  const baseInterests =
    template?.interests ?? prefs?.preferred_activities ?? [];
  const interests = quickPlanInterests(baseInterests);
  const radiusMiles = prefs?.default_radius ?? DEFAULT_RADIUS_MILES;
  const budget = template?.budgetRange ?? {
    min: 0,
    max: prefs?.default_budget_per_day ?? DEFAULT_BUDGET,
  };
  const hasLocation = coords !== null || location.trim() !== '';
  const canSubmit =
    hasLocation && Boolean(startDate) && Boolean(endDate) && !create.isPending;

  const handleLocate = async () => {
    const found = await geo.locate();
    if (found) {
      setCoords(found);
      if (!location.trim())
        setLocation(`${found.lat.toFixed(4)}, ${found.lng.toFixed(4)}`);
    }
  };

  const handleSubmit = () => {
    setError(null);
    create.mutate(
      {
        name: template ? `My ${template.title} Plan` : undefined,
        locationText: location,
        coords,
        startDate,
        endDate,
        interests,
        radiusMiles,
        budget,
      },
      {
        onSuccess: (plan) => {
          onClose();
          void navigate(`/plan/${plan.id}`);
        },
        onError: (e) => setError(quickPlanErrorMessage(e)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSubmit) handleSubmit();
        }}
      >
        <DialogTitle>
          Quick Plan{template ? `: ${template.title}` : ''}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={4} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Location"
                required
                fullWidth
                value={location}
                onChange={(e) => {
                  setLocation(e.target.value);
                  setCoords(null);
                }}
                helperText={
                  coords
                    ? 'Using your current location'
                    : 'City, neighborhood or address'
                }
              />
              <Button
                variant="outlined"
                startIcon={<MyLocationIcon />}
                onClick={() => void handleLocate()}
                disabled={geo.isLocating}
                sx={{
                  flexShrink: 0,
                  alignSelf: { sm: 'flex-start' },
                  height: 56,
                }}
              >
                {geo.isLocating ? 'Getting...' : 'Locate Me'}
              </Button>
            </Stack>
            {geo.error && <Alert severity="warning">{geo.error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                label="Start Date"
                required
                fullWidth
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                label="End Date"
                required
                fullWidth
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: startDate },
                }}
              />
            </Stack>
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                {template ? 'Template interests' : 'Your interests'}
              </Typography>
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                aria-label="Interests"
              >
                {interests.map((i) => (
                  <Chip key={i} label={i} size="small" />
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Budget ${budget.min}-${budget.max} · Radius {radiusMiles} miles
              </Typography>
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {create.isPending ? 'Creating Plan...' : 'Create Plan'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
