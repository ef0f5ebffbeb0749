import CelebrationIcon from '@mui/icons-material/Celebration';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExploreIcon from '@mui/icons-material/Explore';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { Box, Paper, Typography } from '@mui/material';

const STEPS = [
  {
    title: 'Discover',
    text: 'Tell us what you love and find restaurants, concerts, games and outdoor spots near you.',
    Icon: ExploreIcon,
  },
  {
    title: 'Select',
    text: 'Save favorites and add the places you have always meant to try to your bucket list.',
    Icon: TouchAppIcon,
  },
  {
    title: 'Organize',
    text: 'Build a day-by-day plan around the weather, your budget and travel time.',
    Icon: EventNoteIcon,
  },
  {
    title: 'Enjoy',
    text: 'Head out with your itinerary in your pocket and share it with friends.',
    Icon: CelebrationIcon,
  },
] as const;

export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works-title">
      <Typography
        id="how-it-works-title"
        variant="h4"
        component="h2"
        gutterBottom
      >
        How It Works
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: {
            xs: '1fr',
            sm: '1fr',
            md: 'repeat(2, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {STEPS.map(({ title, text, Icon }, index) => (
          <Paper component="li" key={title} variant="outlined" sx={{ p: 5 }}>
            <Icon color="primary" fontSize="large" aria-hidden />
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              {index + 1}. {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
