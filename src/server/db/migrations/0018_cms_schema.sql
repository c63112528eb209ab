-- The CMS (Payload, src/cms) keeps its tables in their own schema; its migrations (src/cms/migrations)
-- run after ours and expect the schema to exist.
CREATE SCHEMA IF NOT EXISTS "cms";
