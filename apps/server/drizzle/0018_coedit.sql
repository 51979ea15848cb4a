CREATE TABLE "deck_ops" (
	"deck_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"user_id" integer,
	"client_op_id" text NOT NULL,
	"op" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_ops_deck_id_seq_pk" PRIMARY KEY("deck_id","seq")
);
--> statement-breakpoint
ALTER TABLE "deck_ops" ADD CONSTRAINT "deck_ops_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_ops" ADD CONSTRAINT "deck_ops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_ops_client_op_unique" ON "deck_ops" USING btree ("deck_id","client_op_id");