ALTER TABLE "plans" ADD COLUMN "share_id" text;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_shareId_unique" UNIQUE("share_id");