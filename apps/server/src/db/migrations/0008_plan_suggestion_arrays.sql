ALTER TABLE "plans" ADD COLUMN "suggestion_ids" integer[];--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "suggestion_distances" real[];--> statement-breakpoint
UPDATE "plans" SET "suggestion_ids" = s."ids", "suggestion_distances" = s."distances"
FROM (
  SELECT "plan_id", array_agg("activity_id" ORDER BY "rank") AS "ids",
    array_agg("distance_meters" ORDER BY "rank") AS "distances"
  FROM "plan_suggestions" GROUP BY "plan_id"
) s
WHERE "plans"."id" = s."plan_id";--> statement-breakpoint
DROP TABLE "plan_suggestions" CASCADE;
