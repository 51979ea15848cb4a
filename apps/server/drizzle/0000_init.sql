CREATE TYPE "public"."account_type" AS ENUM('default', 'lite', 'pro', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('yearly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."deck_role" AS ENUM('owner', 'admin', 'editor', 'presenter', 'viewer');--> statement-breakpoint
CREATE TYPE "public"."deck_templates_mode" AS ENUM('disabled', 'enabled_no_themes', 'other');--> statement-breakpoint
CREATE TYPE "public"."deck_lifecycle" AS ENUM('active', 'trashed');--> statement-breakpoint
CREATE TYPE "public"."membership_status" AS ENUM('active', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."team_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
CREATE TYPE "public"."deck_visibility" AS ENUM('self', 'team', 'all');--> statement-breakpoint
CREATE TABLE "deck_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deck_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deck_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"visibility" "deck_visibility" DEFAULT 'all' NOT NULL,
	"lifecycle" "deck_lifecycle" DEFAULT 'active' NOT NULL,
	"theme_id" integer,
	"width" integer DEFAULT 960 NOT NULL,
	"height" integer DEFAULT 700 NOT NULL,
	"center" boolean DEFAULT false NOT NULL,
	"rolling_links" boolean DEFAULT false NOT NULL,
	"theme_font" text DEFAULT 'montserrat' NOT NULL,
	"theme_color" text DEFAULT 'white-blue' NOT NULL,
	"transition" text DEFAULT 'slide' NOT NULL,
	"background_transition" text DEFAULT 'slide' NOT NULL,
	"font_typekit" text,
	"font_google" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"css_output" text,
	"document" jsonb NOT NULL,
	"auto_slide_interval" integer DEFAULT 0 NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"should_loop" boolean DEFAULT false NOT NULL,
	"rtl" boolean DEFAULT false NOT NULL,
	"share_notes" boolean DEFAULT false NOT NULL,
	"slide_number" boolean DEFAULT false NOT NULL,
	"navigation_mode" text DEFAULT 'default' NOT NULL,
	"upsizing_enabled" boolean DEFAULT true NOT NULL,
	"margin" real DEFAULT 0.05 NOT NULL,
	"thumbnail_url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"slide_count" integer DEFAULT 1 NOT NULL,
	"trashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "team_role" DEFAULT 'member' NOT NULL,
	"status" "membership_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text,
	"default_theme_id" integer,
	"account_billing_period" "billing_period" DEFAULT 'yearly' NOT NULL,
	"account_cost_per_user" integer DEFAULT 0 NOT NULL,
	"manually_upgraded" boolean DEFAULT false NOT NULL,
	"allow_public_decks" boolean DEFAULT true NOT NULL,
	"deck_templates_mode" "deck_templates_mode" DEFAULT 'other' NOT NULL,
	"default_internal_role" "deck_role" DEFAULT 'viewer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"present_controls" boolean DEFAULT true NOT NULL,
	"present_upsizing" boolean DEFAULT true NOT NULL,
	"export_controls" boolean DEFAULT true NOT NULL,
	"export_separate_fragments" boolean DEFAULT false NOT NULL,
	"editor_fixed_notes" boolean DEFAULT false NOT NULL,
	"media_sources" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"account_type" "account_type" DEFAULT 'default' NOT NULL,
	"team_id" integer,
	"storage_limit" bigint DEFAULT 0 NOT NULL,
	"storage_used" bigint DEFAULT 0 NOT NULL,
	"thumbnail_url" text,
	"default_theme_id" integer,
	"manually_upgraded" boolean DEFAULT false NOT NULL,
	"privileges" jsonb DEFAULT '{"deckTemplateSelector":true,"deleteTokens":true,"notifyViaEmail":true}'::jsonb NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "deck_revisions" ADD CONSTRAINT "deck_revisions_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_revisions" ADD CONSTRAINT "deck_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_revisions_deck_version_unique" ON "deck_revisions" USING btree ("deck_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "decks_user_slug_unique" ON "decks" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "decks_user_created_idx" ON "decks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_unique" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");