import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { SAMPLE_GOLF_COURSES } from '../golf-sample';

import { GolfCard } from './golf-card';

type GolfTab = 'all' | 'championship' | 'ai';

const AI_TEST_STEPS = [
  'Test AI sends the course to the reservation analysis.',
  'The answer lists booking options from its website and phone.',
  'Urgency rises on weekends and at popular places.',
  'A failure shows an error and changes nothing.',
];

function coursesFor(tab: GolfTab) {
  if (tab === 'championship') {
    return SAMPLE_GOLF_COURSES.filter((c) =>
      /championship/i.test(c.golf_details.course_type),
    );
  }
  return tab === 'ai' ? SAMPLE_GOLF_COURSES.slice(0, 1) : SAMPLE_GOLF_COURSES;
}

/** The golf test page; every course on it is built-in sample data. */
export function GolfPage() {
  const [tab, setTab] = useState<GolfTab>('all');
  const courses = coursesFor(tab);
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Golf Courses
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        Examples only: these courses show how a golf listing looks. They are not
        real places, so they cannot be called or booked.
      </Alert>
      <Tabs
        value={tab}
        onChange={(_, value: GolfTab) => setTab(value)}
        sx={{ mb: 3 }}
      >
        <Tab value="all" label="All Courses" />
        <Tab value="championship" label="Championship" />
        <Tab value="ai" label="AI Enhancement Test" />
      </Tabs>
      {tab === 'ai' ? (
        <List dense sx={{ mb: 2 }}>
          {AI_TEST_STEPS.map((step) => (
            <ListItem key={step} disableGutters>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {courses.map((course) => (
          <GolfCard key={course.activity.id} course={course} />
        ))}
      </Box>
    </Box>
  );
}
