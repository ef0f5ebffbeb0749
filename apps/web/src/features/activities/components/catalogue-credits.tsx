import {
  Alert,
  Box,
  Card,
  CardContent,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';

import { formatCount } from '../../../lib/format-count';
import { useCatalogueSources } from '../api/get-catalogue-sources';

export function CatalogueCredits() {
  const sources = useCatalogueSources();
  if (sources.isPending) {
    return (
      <Stack
        spacing={2}
        role="status"
        aria-busy="true"
        aria-label="Loading credits"
      >
        <Skeleton height={80} />
        <Skeleton height={80} />
      </Stack>
    );
  }
  if (sources.isError) {
    return <Alert severity="error">Failed to load data sources</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Typography>
        The catalogue holds {formatCount(sources.data.total_places)} places
        built from these sources. Ratings come only from reviews written by our
        users; where a source does not give a phone number, hours or prices we
        leave them empty rather than guess.
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}
      >
        {sources.data.sources.map((source) => (
          <Card component="li" variant="outlined" key={source.id}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {source.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {source.publisher} · {source.licence} ·{' '}
                {formatCount(source.records)} records
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {source.attribution}
              </Typography>
              {source.url ? (
                <Link
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                >
                  {source.url}
                </Link>
              ) : null}
            </CardContent>
          </Card>
        ))}
        <Card component="li" variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h3">
              OpenStreetMap
            </Typography>
            <Typography variant="body2" color="text.secondary">
              OpenStreetMap contributors · Open Database License (ODbL) 1.0
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Where a deployment imports current places, hours and accessibility
              facts from OpenStreetMap, that data is © OpenStreetMap
              contributors and available under the Open Database License.
            </Typography>
            <Link
              href="https://www.openstreetmap.org/copyright"
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
            >
              https://www.openstreetmap.org/copyright
            </Link>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
