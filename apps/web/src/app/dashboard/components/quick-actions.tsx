import AddIcon from '@mui/icons-material/Add';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExploreIcon from '@mui/icons-material/Explore';
import FlashOnIcon from '@mui/icons-material/FlashOn';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function QuickActions({ onQuickPlan }: { onQuickPlan: () => void }) {
  return (
    <Box
      role="group"
      aria-label="Quick actions"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      <Button
        component={RouterLink}
        to="/create"
        variant="contained"
        startIcon={<AddIcon />}
      >
        Create New Plan
      </Button>
      <Button
        variant="outlined"
        startIcon={<FlashOnIcon />}
        onClick={onQuickPlan}
      >
        Quick Plan
      </Button>
      <Button
        component={RouterLink}
        to="/activities"
        variant="outlined"
        startIcon={<ExploreIcon />}
      >
        Browse Activities
      </Button>
      <Button
        component={RouterLink}
        to="/my-plans"
        variant="outlined"
        startIcon={<EventNoteIcon />}
      >
        My Plans
      </Button>
    </Box>
  );
}
