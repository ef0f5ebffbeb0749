import type {
  ElevationAnalysis,
  EnhanceActivityResponse,
  HikingRecommendations,
  ReservationAnalysisResponse,
} from '@app/shared/activity-details';
import { gradeBand } from '@app/shared/elevation';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

import { BookingOptions } from '../../../components/booking-options';

import { BASIS_TEXT, knowsTrail } from './trail-stats';

type Props = {
  /** Gear, safety and the analysis are about hiking a trail: others omit them. */
  isTrail: boolean;
  analysis: ElevationAnalysis | null;
  recommendations: HikingRecommendations | null;
  reservations: ReservationAnalysisResponse['reservation_options'] | null;
  enhanced: EnhanceActivityResponse['enhanced_activity'] | null;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

function Lines({ items }: { items: string[] }) {
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}

const NOT_YET = 'Not available yet.';

function terrainLines(
  analysis: ElevationAnalysis | null,
  enhanced: Props['enhanced'],
): string[] {
  const lines = [...(enhanced?.trail_details.terrain ?? [])];
  if (analysis && knowsTrail(analysis)) {
    const bands = analysis.grade_distribution;
    lines.push(
      `Grades: ${bands.flat_0_5_percent}% under 5%, ${bands.moderate_5_15_percent}% at 5-15%, ${bands.steep_15_plus_percent}% over 15%`,
    );
    for (const section of analysis.steep_sections) {
      lines.push(
        `${gradeBand(section.grade_percent)} section, mile ${section.start_mile}-${section.end_mile}: up to ${Math.abs(section.grade_percent)}%`,
      );
    }
  }
  return lines;
}

/**
 * Gear, terrain, safety, reservations and the analysis details (spec 2 §2);
 * a place that is not a trail keeps terrain and reservations only.
 */
export function OutdoorAccordions({
  isTrail,
  analysis,
  recommendations,
  reservations,
  enhanced,
}: Props) {
  const terrain = terrainLines(analysis, enhanced);
  return (
    <div>
      {isTrail && (
        <Section title="Gear">
          {recommendations ? (
            <>
              <Lines items={recommendations.gear_recommendations} />
              <Typography variant="body2">
                Fitness: {recommendations.fitness_level_required}
              </Typography>
            </>
          ) : (
            <Typography variant="body2">{NOT_YET}</Typography>
          )}
        </Section>
      )}
      <Section title="Terrain">
        {terrain.length > 0 ? (
          <Lines items={terrain} />
        ) : (
          <Typography variant="body2">{NOT_YET}</Typography>
        )}
      </Section>
      {isTrail && (
        <Section title="Safety">
          {recommendations ? (
            <Lines
              items={[
                ...recommendations.safety_notes,
                ...recommendations.best_conditions.map((c) => `Best: ${c}`),
              ]}
            />
          ) : (
            <Typography variant="body2">{NOT_YET}</Typography>
          )}
        </Section>
      )}
      <Section title="Reservations">
        {reservations ? (
          <>
            <BookingOptions options={reservations.booking_options} />
            <Lines items={reservations.recommendations} />
          </>
        ) : (
          <Typography variant="body2">{NOT_YET}</Typography>
        )}
      </Section>
      {isTrail && (
        <Section title="AI Details">
          {analysis || enhanced ? (
            <Lines
              items={[
                ...(analysis ? [BASIS_TEXT[analysis.basis]] : []),
                ...(enhanced && knowsTrail(enhanced.trail_details)
                  ? enhanced.difficulty_assessment.factors.map(
                      (f) => `Difficulty factor: ${f}`,
                    )
                  : []),
              ]}
            />
          ) : (
            <Typography variant="body2">{NOT_YET}</Typography>
          )}
        </Section>
      )}
    </div>
  );
}
