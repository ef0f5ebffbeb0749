-- A seeded place that a later catalogue dropped while a user's saved item still
-- points at it: kept for that user, left out of lists and search (seed.ts).
ALTER TABLE "activities" ADD COLUMN "delisted_at" timestamp with time zone;