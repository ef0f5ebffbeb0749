CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
