CREATE TABLE "place_provider_ids" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_place_id" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "place_enrichments" CASCADE;--> statement-breakpoint
ALTER TABLE "place_provider_ids" ADD CONSTRAINT "place_provider_ids_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;