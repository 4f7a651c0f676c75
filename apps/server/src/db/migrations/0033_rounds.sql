CREATE TABLE "round_away" (
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_away_run_id_user_id_pk" PRIMARY KEY("run_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "round_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"group_id" uuid,
	"rounds" integer NOT NULL,
	"minutes" integer NOT NULL,
	"table_size" integer NOT NULL,
	"seed" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"round_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_runs_round_check" CHECK ("round_runs"."round" between 1 and "round_runs"."rounds")
);
--> statement-breakpoint
CREATE TABLE "round_seatings" (
	"run_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"tables" jsonb NOT NULL,
	"away" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_seatings_run_id_round_pk" PRIMARY KEY("run_id","round")
);
--> statement-breakpoint
ALTER TABLE "round_away" ADD CONSTRAINT "round_away_run_id_round_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."round_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_away" ADD CONSTRAINT "round_away_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_runs" ADD CONSTRAINT "round_runs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_runs" ADD CONSTRAINT "round_runs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_runs" ADD CONSTRAINT "round_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_seatings" ADD CONSTRAINT "round_seatings_run_id_round_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."round_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "round_runs_one_open_key" ON "round_runs" USING btree ("event_id") WHERE "round_runs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "round_runs_event_idx" ON "round_runs" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "round_runs_open_idx" ON "round_runs" USING btree ("round_started_at") WHERE "round_runs"."ended_at" is null;