CREATE TABLE "plan_presence" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"editing_item_id" integer,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_presence_plan_id_user_id_client_id_pk" PRIMARY KEY("plan_id","user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "plan_activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "field_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_presence" ADD CONSTRAINT "plan_presence_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_presence" ADD CONSTRAINT "plan_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_presence" ADD CONSTRAINT "plan_presence_editing_item_id_plan_activities_id_fk" FOREIGN KEY ("editing_item_id") REFERENCES "public"."plan_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_presence_plan_seen_idx" ON "plan_presence" USING btree ("plan_id","seen_at");