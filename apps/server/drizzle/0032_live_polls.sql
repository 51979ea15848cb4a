CREATE TABLE "live_poll_votes" (
	"poll_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"choices" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_poll_votes_poll_id_viewer_pk" PRIMARY KEY("poll_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "live_polls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_polls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_poll_votes" ADD CONSTRAINT "live_poll_votes_poll_id_live_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."live_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_polls" ADD CONSTRAINT "live_polls_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_polls_block_idx" ON "live_polls" USING btree ("session_id","block_id");