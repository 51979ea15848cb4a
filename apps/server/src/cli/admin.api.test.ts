import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mainMenuEntries } from '@podium/shared';
import { runAdmin } from './admin.js';
import { openDatabase } from '../db/client.js';
import { memberships, users } from '../db/schema.js';
import { uniqueName } from '../test/harness.js';

// The CLI opens the configured database itself: PGlite in a temp DATA_DIR, or PostgreSQL when DATABASE_URL is set.
function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-admin-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const lines: string[] = [];
  const admin = async (...argv: string[]) => ({ code: await runAdmin(argv, env, (line) => lines.push(line)), output: lines.splice(0).join('\n') });
  const withDb = async <T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir });
    try { return await fn(database.db); } finally { await database.close(); }
  };
  return { dataDir, admin, withDb };
}

// Every command opens the database from cold, as the real CLI does (PGlite boots and migrates each time): on a busy
// 2-core machine ten of them outlast the suite's 30 s default, so this suite gets its own budget.
describe('npm run admin', { timeout: 120_000 }, () => {
  it('sets plans as manual upgrades, deactivates and reactivates, and manages teams', async () => {
    const { admin, withDb } = setup();
    const username = uniqueName('op');
    await withDb((db) => db.insert(users).values({ username, email: `${username}@example.test`, passwordHash: 'x' }));

    expect((await admin('list-users')).output).toContain(username);
    expect(await admin('set-plan', username, 'pro')).toEqual({ code: 0, output: `${username} is now on pro.` });
    const upgraded = await withDb(async (db) => (await db.select().from(users).where(eq(users.username, username)))[0]!);
    expect(upgraded).toMatchObject({ accountType: 'pro', manuallyUpgraded: true });
    expect(mainMenuEntries({ account_type: 'pro', manually_upgraded: true })).not.toContain('billing');

    expect((await admin('deactivate', username)).code).toBe(0);
    expect((await admin('list-users')).output).toMatch(new RegExp(`${username}.*deactivated`));
    expect((await admin('reactivate', username)).code).toBe(0);

    const team = uniqueName('team').replace(/_/g, '-');
    expect((await admin('create-team', team, 'Acme')).code).toBe(0);
    expect((await admin('create-team', team)).output).toContain('exists already');
    expect(await admin('add-member', team, username, 'admin')).toEqual({ code: 0, output: `${username} is now admin of ${team}.` });
    const membership = await withDb(async (db) => (await db.select().from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(eq(users.username, username)))[0]!);
    expect(membership).toMatchObject({ memberships: { role: 'admin', status: 'active' }, users: { accountType: 'enterprise' } });
  });

  it('explains bad input instead of failing obscurely', async () => {
    const { admin } = setup();
    expect(await admin('set-plan', 'nobody-here', 'pro')).toEqual({ code: 1, output: 'No user "nobody-here".' });
    expect((await admin('set-plan', 'x', 'gold')).output).toContain('Plan must be one of: default, lite, pro, enterprise');
    expect((await admin('frobnicate')).output).toContain('Unknown command "frobnicate"');
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('says plainly when a running server holds the PGlite data directory', async () => {
    const { admin, dataDir } = setup();
    writeFileSync(path.join(dataDir, 'server.pid'), String(process.ppid));
    const result = await admin('list-users');
    expect(result.code).toBe(2);
    expect(result.output).toContain(`is using ${dataDir}`);
    expect(result.output).toContain('stop the server');
  });
});
