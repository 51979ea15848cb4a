CREATE TABLE "live_question_votes" (
	"question_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_question_votes_question_id_viewer_pk" PRIMARY KEY("question_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "live_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"name" text,
	"body" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deck_id" integer NOT NULL,
	"qa_open" boolean DEFAULT true NOT NULL,
	"pinned_question_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_question_votes" ADD CONSTRAINT "live_question_votes_question_id_live_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_questions" ADD CONSTRAINT "live_questions_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_pinned_question_id_live_questions_id_fk" FOREIGN KEY ("pinned_question_id") REFERENCES "public"."live_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_questions_session_idx" ON "live_questions" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "live_sessions_deck_idx" ON "live_sessions" USING btree ("deck_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_open_idx" ON "live_sessions" USING btree ("deck_id") WHERE ended_at IS NULL;