import { DASHBOARD_RECOMMENDATIONS } from '@app/shared/recommendations';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';

import { ASKED_WITH_THE_PAGE_MS } from '../../../features/dashboard/api/get-recommendations';
import { getStoredUser } from '../../../lib/auth-storage';
import { DASHBOARD_PERSONALIZED } from '../api/get-personalized-recommendations';

import { EnhancedRecommendations } from './enhanced-recommendations';

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
          {expanded ? 'Show fewer' : `Show ${DASHBOARD_PERSONALIZED.limit}`}
        </Button>
      </Box>
      <EnhancedRecommendations
        userId={typeof userId === 'number' ? userId : null}
        location={DASHBOARD_PERSONALIZED.location}
        limit={DASHBOARD_PERSONALIZED.limit}
        show={
          expanded ? DASHBOARD_PERSONALIZED.limit : DASHBOARD_RECOMMENDATIONS
        }
        // The dashboard's panel asked for these with the page.
        staleTime={ASKED_WITH_THE_PAGE_MS}
      />
    </Box>
  );
}
