import { Box, Chip, Paper, Stack, Typography } from '@mui/material';

const SAMPLE_DAY = [
  { time: '9:00 AM', title: 'Brunch at Union Station', tag: 'Dining' },
  { time: '11:00 AM', title: 'Denver Art Museum', tag: 'Arts' },
  { time: '2:00 PM', title: 'A walk around Washington Park', tag: 'Outdoors' },
  {
    time: '7:00 PM',
    title: 'A concert at Red Rocks Amphitheatre',
    tag: 'Music',
  },
] as const;

export function SampleItinerary() {
  return (
    <Box component="section" aria-labelledby="sample-itinerary-title">
      <Typography
        id="sample-itinerary-title"
        variant="h4"
        component="h2"
        gutterBottom
      >
        A sample Saturday
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 } }}>
        <Stack
          component="ol"
          spacing={4}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {SAMPLE_DAY.map((stop) => (
            <Stack
              component="li"
              key={stop.time}
              direction="row"
              spacing={4}
              sx={{ alignItems: 'center' }}
            >
              <Typography
                sx={{ minWidth: 72, fontWeight: 700, color: 'primary.dark' }}
              >
                {stop.time}
              </Typography>
              <Typography sx={{ flex: 1 }}>{stop.title}</Typography>
              <Chip label={stop.tag} size="small" />
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
