/**
 * Team slide templates CRUD (SPEC §7 `team/slide_templates`): any active team member lists and reads them (the editor
 * offers them when adding a slide); only team owners and admins create, change or delete them (auth/policies.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { SlideTemplateInput } from '@podium/shared';
import { assertCan } from '../../auth/policies.js';
import type { ServiceContext } from '../../context.js';
import { slideTemplates, type SlideTemplateRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { parseTemplateSlide } from './slideTemplateSlide.js';

type Input = SlideTemplateInput['slide_template'];

async function teamFor(ctx: ServiceContext, action: 'read' | 'manage') {
  if (!ctx.user) throw new SignInRequired();
  const viewer = await viewOfUser(ctx.db, ctx.user);
  assertCan(viewer, action, { kind: 'slide_templates' });
  return viewer.team!;
}

/** The team's slide templates, newest first. */
export async function listSlideTemplates(ctx: ServiceContext): Promise<SlideTemplateRow[]> {
  const team = await teamFor(ctx, 'read');
  return ctx.db.select().from(slideTemplates).where(eq(slideTemplates.teamId, team.id)).orderBy(desc(slideTemplates.createdAt), desc(slideTemplates.id));
}

/** One of the team's slide templates. */
export async function readSlideTemplate(ctx: ServiceContext, id: number): Promise<SlideTemplateRow> {
  const team = await teamFor(ctx, 'read');
  const [row] = await ctx.db.select().from(slideTemplates).where(and(eq(slideTemplates.id, id), eq(slideTemplates.teamId, team.id)));
  if (!row) throw new NotFound();
  return row;
}

/** Adds a slide template to the manager's team. */
export async function createSlideTemplate(ctx: ServiceContext, input: Input): Promise<SlideTemplateRow> {
  const team = await teamFor(ctx, 'manage');
  const slide = parseTemplateSlide(input.slide);
  const [row] = await ctx.db.insert(slideTemplates).values({ teamId: team.id, userId: ctx.user!.id, title: input.title, slide }).returning();
  return row!;
}

/** Renames a slide template or replaces its slide. */
export async function updateSlideTemplate(ctx: ServiceContext, id: number, input: Partial<Input>): Promise<SlideTemplateRow> {
  const team = await teamFor(ctx, 'manage');
  const slide = input.slide === undefined ? undefined : parseTemplateSlide(input.slide);
  const [row] = await ctx.db.update(slideTemplates)
    .set({ ...(input.title !== undefined ? { title: input.title } : {}), ...(slide ? { slide } : {}), updatedAt: new Date() })
    .where(and(eq(slideTemplates.id, id), eq(slideTemplates.teamId, team.id))).returning();
  if (!row) throw new NotFound();
  return row;
}

/** Deletes a slide template of the manager's team. */
export async function deleteSlideTemplate(ctx: ServiceContext, id: number): Promise<void> {
  const team = await teamFor(ctx, 'manage');
  const rows = await ctx.db.delete(slideTemplates).where(and(eq(slideTemplates.id, id), eq(slideTemplates.teamId, team.id))).returning({ id: slideTemplates.id });
  if (!rows.length) throw new NotFound();
}
