import { METRO_CENTER } from '@app/shared/metro';
import {
  DASHBOARD_RECOMMENDATIONS,
  PERSONALIZED_DEFAULT_LIMIT,
} from '@app/shared/recommendations';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';

import { getStoredUser } from '../../../lib/auth-storage';

import { EnhancedRecommendations } from './enhanced-recommendations';

/** The dashboard's weather and map centre (spec 1 §9). */

/**
 * Dashboard 'Smart Recommendations': 6 personalised cards, expandable to
 * the panel's full 12.
 */
export function SmartRecommendations({
  headingId = 'smart-recommendations-heading',
}: {
  headingId?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const userId = getStoredUser()?.id;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Smart Recommendations{' '}
          <Chip size="small" color="secondary" label="AI powered" />
        </Typography>
        <Button size="small" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show fewer' : `Show ${PERSONALIZED_DEFAULT_LIMIT}`}
        </Button>
      </Box>
      <EnhancedRecommendations
        userId={typeof userId === 'number' ? userId : null}
        location={[METRO_CENTER.lat, METRO_CENTER.lng]}
        limit={PERSONALIZED_DEFAULT_LIMIT}
        show={expanded ? PERSONALIZED_DEFAULT_LIMIT : DASHBOARD_RECOMMENDATIONS}
      />
    </Box>
  );
}
