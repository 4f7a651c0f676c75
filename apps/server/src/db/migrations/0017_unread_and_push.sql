CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_marks" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"object_id" uuid NOT NULL,
	"last_seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_marks_user_id_kind_object_id_pk" PRIMARY KEY("user_id","kind","object_id"),
	CONSTRAINT "read_marks_kind_check" CHECK ("read_marks"."kind" in ('chat', 'group'))
);
--> statement-breakpoint
ALTER TABLE "gathering_attendance" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_notification_settings" ADD COLUMN "chat_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_notification_settings" ADD COLUMN "request_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "event_notification_settings" ADD COLUMN "reminder_push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_marks" ADD CONSTRAINT "read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");