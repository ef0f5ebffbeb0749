import { PLAN_CATEGORIES } from '@app/shared/interests';
import { Box, Stack, Typography, useTheme } from '@mui/material';

import { categoryColor } from '../../../components/category-colors';
import { GridList } from '../../../components/layout/grid-list';

const PALETTE_KEYS = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
] as const;

const TYPE_SCALE = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'body1',
  'body2',
  'caption',
] as const;

function Swatch({ name, color }: { name: string; color: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: color }}
      />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {color}
        </Typography>
      </Box>
    </Stack>
  );
}

const swatchColumns = {
  xs: '1fr 1fr',
  sm: 'repeat(3, 1fr)',
  md: 'repeat(5, 1fr)',
};

/** The theme palette, the category colours and the type scale. */
export function ColorsAndTypography() {
  const theme = useTheme();
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Theme colours
        </Typography>
        <GridList aria-label="Theme colours" gap={2} columns={swatchColumns}>
          {PALETTE_KEYS.map((key) => (
            <li key={key}>
              <Swatch name={key} color={theme.palette[key].main} />
            </li>
          ))}
        </GridList>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Category colours
        </Typography>
        <GridList aria-label="Category colours" gap={2} columns={swatchColumns}>
          {PLAN_CATEGORIES.map((category) => (
            <li key={category.id}>
              <Swatch
                name={category.label}
                color={categoryColor(category.id)}
              />
            </li>
          ))}
        </GridList>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Type scale
        </Typography>
        {TYPE_SCALE.map((variant) => (
          <Typography
            key={variant}
            variant={variant}
            component="p"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {variant}: Weekend in Denver
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

/** The spacing unit and the responsive card grid. */
export function SpacingAndGrid() {
  const theme = useTheme();
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Spacing scale (1 unit = {theme.spacing(1)})
        </Typography>
        <Stack spacing={1}>
          {[1, 2, 3, 4, 6, 8].map((units) => (
            <Stack
              key={units}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Typography variant="body2" sx={{ width: 96 }}>
                {units} · {theme.spacing(units)}
              </Typography>
              <Box
                aria-hidden
                sx={{
                  height: 16,
                  width: theme.spacing(units * 4),
                  bgcolor: 'primary.main',
                  borderRadius: 0.5,
                }}
              />
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Card grid: 1 column on phones, 2 from {theme.breakpoints.values.sm}px,
          3 from {theme.breakpoints.values.md}px
        </Typography>
        <GridList
          aria-label="Grid sample"
          gap={2}
          columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
        >
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Box
              component="li"
              key={n}
              sx={{
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                textAlign: 'center',
              }}
            >
              Column item {n}
            </Box>
          ))}
        </GridList>
      </Box>
    </Stack>
  );
}
