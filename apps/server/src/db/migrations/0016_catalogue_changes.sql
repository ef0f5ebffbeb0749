-- Every transaction that writes the catalogue, from any process, counts one
-- change as it commits; a server keeps catalogue reads until the count moves.
-- The count is taken at commit (a deferred trigger), so the counter row is
-- locked only while a writer commits, not for the whole of a long import.
INSERT INTO "catalogue_state" ("key", "value") VALUES ('activities_changes', '0') ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "count_activities_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wp.activities_counted', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('wp.activities_counted', txid_current()::text, true);
    INSERT INTO "catalogue_state" ("key", "value") VALUES ('activities_changes', '1')
      ON CONFLICT ("key") DO UPDATE SET "value" = ("catalogue_state"."value"::bigint + 1)::text, "updated_at" = now();
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activities_changes" AFTER INSERT OR UPDATE OR DELETE ON "activities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_activities_change"();--> statement-breakpoint
CREATE TRIGGER "activities_truncated" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "count_activities_change"();
