import { Box, Stack, Typography } from '@mui/material';

import { ActivityCard } from '../../../components/activity-cards/activity-card';
import { ConcertCard } from '../../../components/activity-cards/concert-card';
import { PlanActivityCard } from '../../../components/activity-cards/plan-activity-card';
import { RestaurantCard } from '../../../components/activity-cards/restaurant-card';
import { SportsCard } from '../../../components/activity-cards/sports-card';
import { SubcategoryIllustration } from '../../../components/illustrations/subcategory-illustration';
import { GridList } from '../../../components/layout/grid-list';
import {
  ALL_SUBCATEGORIES,
  SAMPLE_CONCERT,
  SAMPLE_GAME,
  SAMPLE_PARK,
  SAMPLE_PHOTOS,
  SAMPLE_RESTAURANT,
  SAMPLE_VENUE,
} from '../samples';

const columns = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

/** The card family with sample data, and every subcategory illustration. */
export function CardGallery() {
  return (
    <Stack spacing={4}>
      <GridList aria-label="Activity card samples" gap={3} columns={columns}>
        <li>
          <RestaurantCard
            restaurant={SAMPLE_RESTAURANT}
            photos={SAMPLE_PHOTOS}
            recommendationScore={0.82}
            distanceMiles={1.4}
          />
        </li>
        <li>
          <ConcertCard concert={SAMPLE_CONCERT} />
        </li>
        <li>
          <ConcertCard concert={SAMPLE_VENUE} />
        </li>
        <li>
          <SportsCard game={SAMPLE_GAME} />
        </li>
        <li>
          <ActivityCard activity={SAMPLE_PARK} />
        </li>
        <li>
          <PlanActivityCard
            activity={SAMPLE_PARK}
            isSelected={false}
            onToggleSelected={() => {}}
            variant="compact"
          />
        </li>
      </GridList>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Illustrations by subcategory
        </Typography>
        <GridList
          aria-label="Subcategory illustrations"
          gap={2}
          columns={{
            xs: 'repeat(2, 1fr)',
            sm: 'repeat(4, 1fr)',
            md: 'repeat(6, 1fr)',
          }}
        >
          {ALL_SUBCATEGORIES.map(({ category, subcategory }) => (
            <li key={`${category}-${subcategory}`}>
              <SubcategoryIllustration
                category={category}
                subcategory={subcategory}
                height={88}
              />
              <Typography variant="caption">{subcategory}</Typography>
            </li>
          ))}
        </GridList>
      </Box>
    </Stack>
  );
}
