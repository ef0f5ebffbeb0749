CREATE TABLE "catalogue_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(subcategory, '') || ' ' || replace(category, '_', ' ')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(address, '') || ' ' || coalesce(venue_name, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_activity_user_key" ON "reviews" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_activity_created_idx" ON "reviews" USING btree ("activity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_name_trgm_idx" ON "activities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_earth_idx" ON "activities" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "activities_rating_idx" ON "activities" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST);