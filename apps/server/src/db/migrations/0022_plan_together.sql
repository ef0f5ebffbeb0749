CREATE TABLE "home_areas" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_by_reminders_sent" (
	"plan_activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_by_reminders_sent_plan_activity_id_user_id_pk" PRIMARY KEY("plan_activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "plan_item_attendance" (
	"plan_activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_item_attendance_plan_activity_id_user_id_pk" PRIMARY KEY("plan_activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "plan_item_cost_splits" (
	"plan_activity_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_poll_ballots" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_poll_ballots_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "plan_poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"activity_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"question" text NOT NULL,
	"planned_date" date NOT NULL,
	"planned_time" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"result_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_areas" ADD CONSTRAINT "home_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_by_reminders_sent" ADD CONSTRAINT "leave_by_reminders_sent_plan_activity_id_plan_activities_id_fk" FOREIGN KEY ("plan_activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_by_reminders_sent" ADD CONSTRAINT "leave_by_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_item_attendance" ADD CONSTRAINT "plan_item_attendance_plan_activity_id_plan_activities_id_fk" FOREIGN KEY ("plan_activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_item_attendance" ADD CONSTRAINT "plan_item_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_item_cost_splits" ADD CONSTRAINT "plan_item_cost_splits_plan_activity_id_plan_activities_id_fk" FOREIGN KEY ("plan_activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_poll_ballots" ADD CONSTRAINT "plan_poll_ballots_poll_id_plan_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."plan_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_poll_ballots" ADD CONSTRAINT "plan_poll_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_poll_ballots" ADD CONSTRAINT "plan_poll_ballots_option_id_plan_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."plan_poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_poll_options" ADD CONSTRAINT "plan_poll_options_poll_id_plan_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."plan_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_poll_options" ADD CONSTRAINT "plan_poll_options_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_polls" ADD CONSTRAINT "plan_polls_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_polls" ADD CONSTRAINT "plan_polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_polls" ADD CONSTRAINT "plan_polls_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_polls" ADD CONSTRAINT "plan_polls_result_item_id_plan_activities_id_fk" FOREIGN KEY ("result_item_id") REFERENCES "public"."plan_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_item_attendance_user_idx" ON "plan_item_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_poll_options_poll_activity_key" ON "plan_poll_options" USING btree ("poll_id","activity_id");--> statement-breakpoint
CREATE INDEX "plan_polls_plan_idx" ON "plan_polls" USING btree ("plan_id","created_at");