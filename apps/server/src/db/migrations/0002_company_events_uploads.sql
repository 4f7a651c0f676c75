ALTER TABLE "events" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "banner_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_logo_upload_id_uploads_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_banner_upload_id_uploads_id_fk" FOREIGN KEY ("banner_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;