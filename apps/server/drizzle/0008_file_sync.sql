CREATE TYPE "public"."deck_sync_status" AS ENUM('idle', 'pending', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "deck_syncs" (
	"deck_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"sync_on_save" boolean DEFAULT false NOT NULL,
	"status" "deck_sync_status" DEFAULT 'idle' NOT NULL,
	"last_error" text,
	"last_synced_at" timestamp with time zone,
	"last_path" text,
	"dirty_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_syncs_deck_id_user_id_pk" PRIMARY KEY("deck_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "file_storages" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"url" text NOT NULL,
	"username" text NOT NULL,
	"secret" text NOT NULL,
	"folder" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_syncs" ADD CONSTRAINT "deck_syncs_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_syncs" ADD CONSTRAINT "deck_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_storages" ADD CONSTRAINT "file_storages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_syncs_user_idx" ON "deck_syncs" USING btree ("user_id");