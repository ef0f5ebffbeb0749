ALTER TABLE "activities" ADD COLUMN "photo_credit" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "wiki_checked_at" timestamp with time zone;