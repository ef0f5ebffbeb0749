import type { BucketItem } from '@app/shared/bucket-list';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Grid,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';

import { countOf } from '../../../lib/format-count';

export type BucketGroup = { key: string; label: string; items: BucketItem[] };

export function BucketGrid({
  items,
  renderCard,
}: {
  items: BucketItem[];
  renderCard: (item: BucketItem) => ReactNode;
}) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
          {renderCard(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * Collapsible groups with counts, open until the user closes one, so an item
 * moved into another group stays in view.
 */
export function BucketGroups({
  groups,
  renderCard,
}: {
  groups: BucketGroup[];
  renderCard: (item: BucketItem) => ReactNode;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <>
      {groups.map((group) => (
        <Accordion
          key={group.key}
          expanded={!collapsed.has(group.key)}
          onChange={() => toggle(group.key)}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`bucket-group-${group.key}`}
            id={`bucket-group-${group.key}-header`}
          >
            <Typography sx={{ fontWeight: 600, mr: 2 }}>
              {group.label}
            </Typography>
            <Chip
              size="small"
              label={group.items.length}
              aria-label={countOf(group.items.length, 'item')}
            />
          </AccordionSummary>
          <AccordionDetails id={`bucket-group-${group.key}`}>
            {group.items.length === 0 ? (
              <Typography color="text.secondary">No items</Typography>
            ) : (
              <BucketGrid items={group.items} renderCard={renderCard} />
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
