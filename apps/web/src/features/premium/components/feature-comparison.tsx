import { dateFormat } from '@app/shared/date-format';
import type { Tiers } from '@app/shared/premium';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

const yes = <CheckIcon color="success" aria-label="Included" />;
const no = <RemoveIcon color="disabled" aria-label="Not included" />;

function betaDateText(iso: string) {
  return dateFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${iso}T12:00:00`));
}

function rows(tiers: Tiers | undefined): [string, ReactNode, ReactNode][] {
  const cap = (n: number | undefined) => (n === undefined ? '…' : `Up to ${n}`);
  const beta = tiers
    ? `Free during the beta (until ${betaDateText(tiers.beta_free_until)})`
    : 'Free during the beta';
  return [
    ['Weekend plans', cap(tiers?.free.max_plans), 'Unlimited'],
    ['Favorites', cap(tiers?.free.max_favorites), 'Unlimited'],
    ['Bucket list items', cap(tiers?.free.max_bucket_list), 'Unlimited'],
    ['Group planning', beta, yes],
    ['Plan templates', beta, yes],
    ['Group and party templates', no, yes],
    ['Enhanced AI recommendations', no, yes],
    ['Ad-free experience', no, yes],
    ['Priority support', no, yes],
  ];
}

/** The table /pricing#feature-comparison points at. */
export function FeatureComparison({ tiers }: { tiers: Tiers | undefined }) {
  return (
    <section id="feature-comparison" aria-labelledby="feature-comparison-title">
      <Typography
        id="feature-comparison-title"
        variant="h5"
        component="h2"
        sx={{ mb: 3, scrollMarginTop: 16 }}
      >
        Compare Plans
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-labelledby="feature-comparison-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Feature
              </TableCell>
              <TableCell component="th" scope="col">
                Free
              </TableCell>
              <TableCell component="th" scope="col">
                Premium
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows(tiers).map(([feature, free, premium]) => (
              <TableRow key={feature}>
                <TableCell component="th" scope="row">
                  {feature}
                </TableCell>
                <TableCell>{free}</TableCell>
                <TableCell>{premium}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
