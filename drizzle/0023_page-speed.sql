CREATE TABLE "page_speed_days" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"language" text NOT NULL,
	"metric" text NOT NULL,
	"buckets" integer[] NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_speed_days_day_route_language_metric_pk" PRIMARY KEY("day","route","language","metric"),
	CONSTRAINT "page_speed_days_metric" CHECK ("page_speed_days"."metric" in ('LCP', 'INP', 'CLS', 'TTFB')),
	CONSTRAINT "page_speed_days_language" CHECK ("page_speed_days"."language" in ('pt', 'en', 'fr'))
);
