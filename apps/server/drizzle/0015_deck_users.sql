CREATE TYPE "public"."deck_user_status" AS ENUM('disconnected', 'viewing', 'idle');--> statement-breakpoint
CREATE TABLE "deck_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deck_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deck_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"invite_token_hash" text,
	"role" "deck_role" DEFAULT 'editor' NOT NULL,
	"status" "deck_user_status" DEFAULT 'disconnected' NOT NULL,
	"editing" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "deck_users_invite_token_hash_unique" UNIQUE("invite_token_hash")
);
--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "collaborative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "deck_users" ADD CONSTRAINT "deck_users_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_users" ADD CONSTRAINT "deck_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_users" ADD CONSTRAINT "deck_users_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_users_deck_user_unique" ON "deck_users" USING btree ("deck_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deck_users_deck_email_unique" ON "deck_users" USING btree ("deck_id","email");--> statement-breakpoint
CREATE INDEX "deck_users_user_idx" ON "deck_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deck_users_email_idx" ON "deck_users" USING btree ("email");--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;