CREATE TABLE "event_waitlist" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"arrival" bigint GENERATED ALWAYS AS IDENTITY (sequence name "event_waitlist_arrival_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_mailed_at" timestamp with time zone,
	CONSTRAINT "event_waitlist_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_waitlist_kind_check" CHECK ("event_waitlist"."kind" in ('waitlisted', 'pending')),
	CONSTRAINT "event_waitlist_offer_check" CHECK (("event_waitlist"."offered_at" is null) = ("event_waitlist"."offer_expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_offer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_waitlist_line_idx" ON "event_waitlist" USING btree ("event_id","kind","arrival");--> statement-breakpoint
CREATE INDEX "event_waitlist_user_idx" ON "event_waitlist" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_offer_hours_check" CHECK ("events"."waitlist_offer_hours" > 0);