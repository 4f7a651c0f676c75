CREATE TABLE "announcement_live_reads" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "announcement_live_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_live_reads" ADD CONSTRAINT "announcement_live_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_live_reads" ADD CONSTRAINT "announcement_live_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;