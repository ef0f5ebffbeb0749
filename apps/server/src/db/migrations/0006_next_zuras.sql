DROP INDEX "activities_rating_idx";--> statement-breakpoint
CREATE INDEX "activities_rating_name_idx" ON "activities" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"name","id");