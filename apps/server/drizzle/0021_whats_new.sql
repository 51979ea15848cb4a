CREATE TABLE "whats_new_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_id" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whats_new_reads" ADD CONSTRAINT "whats_new_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;