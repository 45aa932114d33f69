-- 0004 rate-limit counters, in the database so that every instance of the server shares them
-- (docs/decisions/0264-rate-limits.md). One fixed window per bucket; the bucket names no e-mail
-- or address in clear (a digest).
CREATE TABLE "rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
