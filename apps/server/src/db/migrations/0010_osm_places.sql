CREATE TABLE "place_enrichments" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_place_id" text,
	"data" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_fact_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"field" text NOT NULL,
	"kept_value" text,
	"kept_source" text NOT NULL,
	"other_value" text NOT NULL,
	"other_source" text NOT NULL,
	"other_source_id" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_source_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"facts" jsonb NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "amenities" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "source_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "possibly_closed_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "place_enrichments" ADD CONSTRAINT "place_enrichments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_fact_conflicts" ADD CONSTRAINT "place_fact_conflicts_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_source_records" ADD CONSTRAINT "place_source_records_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_fact_conflicts_key" ON "place_fact_conflicts" USING btree ("activity_id","field","other_source");--> statement-breakpoint
CREATE UNIQUE INDEX "place_source_records_source_key" ON "place_source_records" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "place_source_records_activity_idx" ON "place_source_records" USING btree ("activity_id");