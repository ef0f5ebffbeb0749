CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "plan_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"planned_date" date NOT NULL,
	"planned_time" text,
	"estimated_duration_minutes" integer DEFAULT 120 NOT NULL,
	"estimated_cost" numeric(10, 2) DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_suggestions" (
	"plan_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"score" real NOT NULL,
	"distance_meters" real,
	CONSTRAINT "plan_suggestions_plan_id_activity_id_pk" PRIMARY KEY("plan_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"template" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_name" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"radius_meters" integer,
	"budget" integer,
	"budget_type" text,
	"price_min" integer,
	"price_max" integer,
	"ai_prompt" text,
	"description" text,
	"notes" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"is_group_plan" boolean DEFAULT false NOT NULL,
	"source_plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_suggestions" ADD CONSTRAINT "plan_suggestions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_suggestions" ADD CONSTRAINT "plan_suggestions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_activities_plan_idx" ON "plan_activities" USING btree ("plan_id","planned_date");--> statement-breakpoint
CREATE INDEX "plan_activities_activity_idx" ON "plan_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "plan_suggestions_rank_idx" ON "plan_suggestions" USING btree ("plan_id","rank");--> statement-breakpoint
CREATE INDEX "plans_user_kind_idx" ON "plans" USING btree ("user_id","kind","start_date");--> statement-breakpoint
CREATE INDEX "plans_user_created_idx" ON "plans" USING btree ("user_id","created_at");