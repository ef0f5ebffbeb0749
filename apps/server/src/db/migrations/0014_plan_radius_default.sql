-- Plans saved before the default existed get the 15-mile radius they were planned with.
UPDATE "plans" SET "radius_meters" = 24140 WHERE "radius_meters" IS NULL;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "radius_meters" SET DEFAULT 24140;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "radius_meters" SET NOT NULL;
