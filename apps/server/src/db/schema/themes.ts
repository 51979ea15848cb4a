/** Team themes and slide templates. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.js';
import { teams, users } from './accounts.js';

/** A team's own slide layouts, offered next to the built-in ones when adding a slide; `slide` is a deck-schema slide. */
export const slideTemplates = pgTable('slide_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  slide: jsonb('slide').$type<unknown>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('slide_templates_team_idx').on(t.teamId, t.createdAt)]);
export type SlideTemplateRow = typeof slideTemplates.$inferSelect;

/**
 * Team themes (SPEC §3 Theme): an enterprise team's look for its decks. `less` is what the manager wrote (CSS or
 * LESS); `css` is the last source that compiled, so a LESS error never breaks decks using the theme.
 */
export const themes = pgTable('themes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default('Untitled'),
  width: integer('width').notNull().default(960),
  height: integer('height').notNull().default(700),
  center: boolean('center').notNull().default(false),
  rollingLinks: boolean('rolling_links').notNull().default(false),
  font: text('font').notNull().default('montserrat'),
  color: text('color').notNull().default('white-blue'),
  transition: text('transition').notNull().default('slide'),
  backgroundTransition: text('background_transition').notNull().default('slide'),
  fontTypekit: text('font_typekit'),
  fontGoogle: text('font_google'),
  html: text('html').notNull().default(''),
  less: text('less').notNull().default(''),
  css: text('css').notNull().default(''),
  js: text('js').notNull().default(''),
  snippets: jsonb('snippets').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  palette: text('palette').notNull().default(''),
  thumbnailUrl: text('thumbnail_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('themes_team_idx').on(t.teamId)]);
export type ThemeRow = typeof themes.$inferSelect;

/** A theme's slide templates, by id: slide templates may live in another table (or not exist yet), so no foreign key. */
export const themeSlideTemplates = pgTable('theme_slide_templates', {
  themeId: integer('theme_id').notNull().references(() => themes.id, { onDelete: 'cascade' }),
  slideTemplateId: integer('slide_template_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.themeId, t.slideTemplateId] })]);
