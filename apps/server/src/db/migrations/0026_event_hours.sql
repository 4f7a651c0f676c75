-- Existing events keep no hours (all day, decision 036): their hours were never asked, so none is invented.
ALTER TABLE "events" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_times_pair_check" CHECK (("events"."start_time" is null) = ("events"."end_time" is null));
