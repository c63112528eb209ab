-- Analytics events (issue 17, decision 0020): one row per accepted event, partitioned by the UTC
-- day it was received, so that retention drops whole partitions instead of deleting rows.
CREATE TABLE "analytics_events" (
	"received_at" timestamp with time zone NOT NULL,
	"shop_code" text NOT NULL,
	"event" text NOT NULL,
	"version" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"visitor_id" text,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"data" jsonb NOT NULL
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
CREATE INDEX "analytics_events_shop_event" ON "analytics_events" ("shop_code", "event", "received_at");
--> statement-breakpoint
CREATE INDEX "analytics_events_visitor" ON "analytics_events" ("shop_code", "visitor_id");
--> statement-breakpoint
-- the partitions of `days` UTC days from `first_day`; safe to call from several nodes at once
CREATE FUNCTION analytics_events_ensure_partitions(first_day date, days integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	day date;
	name text;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('analytics_events_partitions'));
	FOR i IN 0 .. days - 1 LOOP
		day := first_day + i;
		name := 'analytics_events_' || to_char(day, 'YYYYMMDD');
		IF to_regclass(name) IS NULL THEN
			EXECUTE format(
				'CREATE TABLE %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
				name,
				(day::timestamp AT TIME ZONE 'UTC'),
				((day + 1)::timestamp AT TIME ZONE 'UTC'));
		END IF;
	END LOOP;
END
$$;
--> statement-breakpoint
-- drops the partitions of days before `keep_from` (retention); returns how many
CREATE FUNCTION analytics_events_drop_partitions(keep_from date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	part record;
	dropped integer := 0;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('analytics_events_partitions'));
	FOR part IN
		SELECT c.relname FROM pg_inherits i
		JOIN pg_class c ON c.oid = i.inhrelid
		WHERE i.inhparent = 'analytics_events'::regclass
			AND c.relname ~ '^analytics_events_[0-9]{8}$'
			AND to_date(right(c.relname, 8), 'YYYYMMDD') < keep_from
	LOOP
		EXECUTE format('DROP TABLE %I', part.relname);
		dropped := dropped + 1;
	END LOOP;
	RETURN dropped;
END
$$;
--> statement-breakpoint
SELECT analytics_events_ensure_partitions((now() AT TIME ZONE 'UTC')::date, 3);
