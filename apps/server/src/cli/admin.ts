/** `npm run admin -- <command>`: operator commands against the configured database (PGlite or PostgreSQL). */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { dataDirHolder } from '../data-dir-lock.js';
import { OperatorError } from '../services/admin/operatorError.js';
import { addMember } from '../services/admin/addMember.js';
import { createTeam } from '../services/admin/createTeam.js';
import { listUsers } from '../services/admin/listUsers.js';
import { setActive } from '../services/admin/setActive.js';
import { setPlan } from '../services/admin/setPlan.js';
import { featureDeck, unfeatureDeck } from '../services/admin/featureDeck.js';

const USAGE = `Usage: npm run admin -- <command>

  list-users                          every user with plan, team and state
  set-plan USER default|lite|pro|enterprise   manual upgrade (or back to default)
  deactivate USER | reactivate USER
  create-team SLUG [NAME]
  add-member TEAM USER owner|admin|member
  feature USER/SLUG | unfeature USER/SLUG   pick the public decks /explore features`;

/** Runs one command; returns the process exit code. */
export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env, out = console.log): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      out(`The Podium server (process ${holder}) is using ${config.dataDir}. PGlite allows one process at a time: stop the server, then run this command again.`);
      return 2;
    }
  }
  const database = await openDatabase(config);
  try {
    const { db } = database;
    const need = (n: number) => { if (args.length < n) throw new OperatorError(USAGE); };
    switch (command) {
      case 'list-users': {
        const rows = await listUsers(db);
        if (!rows.length) out('No users yet.');
        for (const r of rows) out([r.id, r.username, r.email, r.plan + (r.manuallyUpgraded ? ' (manual)' : ''), r.team ?? '-', r.deactivatedAt ? 'deactivated' : 'active'].join('\t'));
        break;
      }
      case 'set-plan': need(2); out(`${(await setPlan(db, args[0]!, args[1]!)).username} is now on ${args[1]}.`); break;
      case 'deactivate': need(1); out(`${(await setActive(db, args[0]!, false)).username} is deactivated; their sessions ended.`); break;
      case 'reactivate': need(1); out(`${(await setActive(db, args[0]!, true)).username} is active again.`); break;
      case 'create-team': need(1); out(`Team ${(await createTeam(db, args[0]!, args[1])).slug} created.`); break;
      case 'add-member': {
        need(3);
        const { team, user, role } = await addMember(db, args[0]!, args[1]!, args[2]!);
        out(`${user.username} is now ${role} of ${team.slug}.`);
        break;
      }
      case 'feature': {
        need(1);
        const { deck, user } = await featureDeck(db, args[0]!);
        out(`${user.username}/${deck.slug} is featured on /explore.`);
        break;
      }
      case 'unfeature': {
        need(1);
        const { deck, user } = await unfeatureDeck(db, args[0]!);
        out(`${user.username}/${deck.slug} is no longer featured.`);
        break;
      }
      default: throw new OperatorError(`Unknown command "${command}".\n\n${USAGE}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) { out(error.message); return 1; }
    throw error;
  } finally {
    await database.close();
  }
}
