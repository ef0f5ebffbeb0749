CREATE TABLE "plan_template_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"position" integer NOT NULL,
	"day" integer NOT NULL,
	"time_slot" text NOT NULL,
	"activity_id" integer NOT NULL,
	"description" text NOT NULL,
	"duration_hours" real NOT NULL,
	"estimated_cost" numeric(10, 2) DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"tips" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"season" text,
	"duration_days" integer NOT NULL,
	"group_size_recommendation" text NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_template_activities" ADD CONSTRAINT "plan_template_activities_template_id_plan_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."plan_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_activities" ADD CONSTRAINT "plan_template_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_template_activities_position_key" ON "plan_template_activities" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "plan_template_activities_activity_idx" ON "plan_template_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "plan_templates_category_idx" ON "plan_templates" USING btree ("category","name");