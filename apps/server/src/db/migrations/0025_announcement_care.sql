-- Organisers' messages that leave with care (decision 035): one-person messages and delivery counts.
-- Announcements sent before this keep null reach and zero counts: they were not counted.
ALTER TABLE "announcements" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "reached_count" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "mailed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "mail_failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_recipient_idx" ON "announcements" USING btree ("recipient_id") WHERE recipient_id is not null;