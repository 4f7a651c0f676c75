CREATE TABLE "event_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_slug_history" ADD CONSTRAINT "event_slug_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_slug_history_event_idx" ON "event_slug_history" USING btree ("event_id");