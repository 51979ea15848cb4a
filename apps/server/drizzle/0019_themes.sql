CREATE TABLE "theme_slide_templates" (
	"theme_id" integer NOT NULL,
	"slide_template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_slide_templates_theme_id_slide_template_id_pk" PRIMARY KEY("theme_id","slide_template_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"name" text DEFAULT 'Untitled' NOT NULL,
	"width" integer DEFAULT 960 NOT NULL,
	"height" integer DEFAULT 700 NOT NULL,
	"center" boolean DEFAULT false NOT NULL,
	"rolling_links" boolean DEFAULT false NOT NULL,
	"font" text DEFAULT 'montserrat' NOT NULL,
	"color" text DEFAULT 'white-blue' NOT NULL,
	"transition" text DEFAULT 'slide' NOT NULL,
	"background_transition" text DEFAULT 'slide' NOT NULL,
	"font_typekit" text,
	"font_google" text,
	"html" text DEFAULT '' NOT NULL,
	"less" text DEFAULT '' NOT NULL,
	"css" text DEFAULT '' NOT NULL,
	"js" text DEFAULT '' NOT NULL,
	"snippets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"palette" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theme_slide_templates" ADD CONSTRAINT "theme_slide_templates_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "themes_team_idx" ON "themes" USING btree ("team_id");