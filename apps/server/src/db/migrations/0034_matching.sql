CREATE TABLE "not_interested" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_interested_event_id_user_id_other_user_id_pk" PRIMARY KEY("event_id","user_id","other_user_id")
);
--> statement-breakpoint
CREATE TABLE "people_to_meet_shown" (
	"event_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"shown_id" uuid NOT NULL,
	"first_shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_to_meet_shown_event_id_viewer_id_shown_id_pk" PRIMARY KEY("event_id","viewer_id","shown_id")
);
--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_interested" ADD CONSTRAINT "not_interested_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_to_meet_shown" ADD CONSTRAINT "people_to_meet_shown_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_to_meet_shown" ADD CONSTRAINT "people_to_meet_shown_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_to_meet_shown" ADD CONSTRAINT "people_to_meet_shown_shown_id_users_id_fk" FOREIGN KEY ("shown_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_interested_other_idx" ON "not_interested" USING btree ("event_id","other_user_id");--> statement-breakpoint
CREATE INDEX "people_to_meet_shown_idx" ON "people_to_meet_shown" USING btree ("event_id","shown_id");