import CloudIcon from '@mui/icons-material/Cloud';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { SignInButton } from '../../../components/auth/sign-in-button';

import { brandGradient } from './brand-gradient';

const BLURBS = [
  {
    icon: <LightbulbIcon />,
    title: 'Smart recommendations',
    text: 'Suggestions that follow your interests, budget and favorite places.',
  },
  {
    icon: <CloudIcon />,
    title: 'Weather integration',
    text: 'See the forecast for your plan days before you commit.',
  },
  {
    icon: <EventAvailableIcon />,
    title: 'Easy scheduling',
    text: 'Turn the activities you pick into a dated, timed itinerary.',
  },
];

/** /dashboard for signed-out visitors. */
export function DashboardWelcome() {
  return (
    <Box
      component="main"
      sx={{ p: { xs: 4, md: 8 }, maxWidth: 1100, mx: 'auto' }}
    >
      <Box
        sx={{
          background: brandGradient,
          color: '#fff',
          borderRadius: 4,
          p: { xs: 6, md: 10 },
          textAlign: 'center',
          mb: 6,
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Welcome to Weekend Planner
        </Typography>
        <Typography sx={{ mb: 5, opacity: 0.9 }}>
          Plan great weekends around Denver in minutes.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button
            component={RouterLink}
            to="/create"
            variant="contained"
            color="inherit"
            // White on the banner: the inherited grey read as a disabled button.
            sx={{
              bgcolor: 'common.white',
              color: 'secondary.main',
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            Create Your First Plan
          </Button>
          <SignInButton variant="outlined" color="inherit" />
        </Stack>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {BLURBS.map((b) => (
          <Card key={b.title} variant="outlined">
            <CardContent>
              <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
                {b.icon}
              </Box>
              <Typography variant="h6" component="h2">
                {b.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {b.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
