import {
  isPopularTemplate,
  type ServerTemplateSummary,
} from '@app/shared/server-templates';
import GroupIcon from '@mui/icons-material/Group';
import StarIcon from '@mui/icons-material/Star';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';

import { CardFooter } from '../../../components/activity-cards/card-footer-actions';
import { countOf } from '../../../lib/format-count';

export function formatCost(value: number): string {
  return `$${value.toFixed(0)}`;
}

type TemplateProps = { template: ServerTemplateSummary };

/** Popular when much used, and the season it suits when it has one. */
function TemplateBadges({ template }: TemplateProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ mb: 2, flexWrap: 'wrap' }}
      useFlexGap
    >
      {isPopularTemplate(template.usage_count) && (
        <Chip
          size="small"
          color="secondary"
          icon={<StarIcon />}
          label="Popular template"
        />
      )}
      {template.season && (
        <Chip size="small" variant="outlined" label={template.season} />
      )}
    </Stack>
  );
}

/** Duration, cost, group size and number of activities, as a term list. */
function TemplateFacts({ template }: TemplateProps) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 3,
        rowGap: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 600 },
      }}
    >
      <dt>Duration</dt>
      <dd>{countOf(template.duration_days, 'day')}</dd>
      <dt>Est. cost</dt>
      <dd>{formatCost(template.total_estimated_cost)}</dd>
      <dt>
        <GroupIcon fontSize="inherit" aria-hidden /> Group
      </dt>
      <dd>{template.group_size_recommendation}</dd>
      <dt>Activities</dt>
      <dd>{template.activities_count}</dd>
    </Box>
  );
}

export function TemplateCard({
  template,
  onDetails,
  onUse,
}: {
  template: ServerTemplateSummary;
  onDetails: () => void;
  onUse: () => void;
}) {
  return (
    <Card
      component="article"
      aria-label={template.name}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <TemplateBadges template={template} />
        <Typography variant="h6" component="h3" gutterBottom>
          {template.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {template.description}
        </Typography>
        <TemplateFacts template={template} />
      </CardContent>
      {/* The row of buttons wraps in a narrow card, not the words in them.
          Each name starts with its visible words (WCAG 2.5.3), so voice
          control finds it by them; the template tells a grid's buttons apart. */}
      <CardFooter>
        <Button
          onClick={onDetails}
          aria-label={`View Details: ${template.name}`}
        >
          View Details
        </Button>
        <Button
          variant="contained"
          onClick={onUse}
          aria-label={`Use This Template: ${template.name}`}
        >
          Use This Template
        </Button>
      </CardFooter>
    </Card>
  );
}
