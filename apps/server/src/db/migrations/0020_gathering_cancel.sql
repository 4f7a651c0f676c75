ALTER TABLE "gatherings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gatherings" ADD COLUMN "cancel_note" text;