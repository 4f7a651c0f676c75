CREATE TABLE "meeting_availability" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_availability_event_id_user_id_starts_at_pk" PRIMARY KEY("event_id","user_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "meeting_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"spot_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_bookings_person_or_spot" CHECK (("meeting_bookings"."user_id" is null) <> ("meeting_bookings"."spot_id" is null))
);
--> statement-breakpoint
CREATE TABLE "meeting_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"spot_id" uuid,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"turn_user_id" uuid NOT NULL,
	"declined_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"cancelled_by" uuid,
	"accepted_at" timestamp with time zone,
	"requester_held_at" timestamp with time zone,
	"invitee_held_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_two_people" CHECK ("meetings"."requester_id" <> "meetings"."invitee_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD CONSTRAINT "meeting_availability_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_availability" ADD CONSTRAINT "meeting_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_spot_id_meeting_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."meeting_spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_settings" ADD CONSTRAINT "meeting_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD CONSTRAINT "meeting_spots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_spot_id_meeting_spots_id_fk" FOREIGN KEY ("spot_id") REFERENCES "public"."meeting_spots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bookings_person_key" ON "meeting_bookings" USING btree ("event_id","user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_bookings_spot_key" ON "meeting_bookings" USING btree ("spot_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_bookings_meeting_idx" ON "meeting_bookings" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_spots_event_idx" ON "meeting_spots" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_open_pair_key" ON "meetings" USING btree ("event_id",least("requester_id", "invitee_id"),greatest("requester_id", "invitee_id")) WHERE "meetings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "meetings_requester_idx" ON "meetings" USING btree ("event_id","requester_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_invitee_idx" ON "meetings" USING btree ("event_id","invitee_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_reminder_idx" ON "meetings" USING btree ("starts_at") WHERE "meetings"."status" = 'accepted' and "meetings"."reminded_at" is null;