CREATE TABLE "plan_weather_alerts" (
	"plan_id" integer NOT NULL,
	"date" text NOT NULL,
	"plan_activity_id" integer,
	"replacement_id" integer NOT NULL,
	"reason" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "plan_weather_alerts_plan_id_date_pk" PRIMARY KEY("plan_id","date")
);
--> statement-breakpoint
ALTER TABLE "plan_weather_alerts" ADD CONSTRAINT "plan_weather_alerts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_weather_alerts" ADD CONSTRAINT "plan_weather_alerts_plan_activity_id_plan_activities_id_fk" FOREIGN KEY ("plan_activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_weather_alerts" ADD CONSTRAINT "plan_weather_alerts_replacement_id_activities_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;