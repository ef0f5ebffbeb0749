CREATE TABLE "recommendation_engagements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"type" text NOT NULL,
	"view_time_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_engagements" ADD CONSTRAINT "recommendation_engagements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_engagements" ADD CONSTRAINT "recommendation_engagements_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_engagements_user_idx" ON "recommendation_engagements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recommendation_engagements_activity_idx" ON "recommendation_engagements" USING btree ("activity_id","created_at");