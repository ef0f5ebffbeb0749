-- Every statement that writes the catalogue, from any process, counts one
-- change; a server keeps catalogue reads until the count moves.
INSERT INTO "catalogue_state" ("key", "value") VALUES ('activities_changes', '0') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "count_activities_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_state" ("key", "value") VALUES ('activities_changes', '1')
    ON CONFLICT ("key") DO UPDATE SET "value" = ("catalogue_state"."value"::bigint + 1)::text, "updated_at" = now();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activities_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "count_activities_change"();
