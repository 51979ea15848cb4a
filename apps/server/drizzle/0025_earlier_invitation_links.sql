CREATE TABLE "earlier_invitation_links" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"invitation_id" integer,
	"deck_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earlier_invitation_links_one_invitation" CHECK (num_nonnulls("earlier_invitation_links"."invitation_id", "earlier_invitation_links"."deck_user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "earlier_invitation_links" ADD CONSTRAINT "earlier_invitation_links_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_invitation_links" ADD CONSTRAINT "earlier_invitation_links_deck_user_id_deck_users_id_fk" FOREIGN KEY ("deck_user_id") REFERENCES "public"."deck_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earlier_invitation_links_invitation_idx" ON "earlier_invitation_links" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "earlier_invitation_links_deck_user_idx" ON "earlier_invitation_links" USING btree ("deck_user_id");