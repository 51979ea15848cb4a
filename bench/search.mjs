// bench/search: deck search on PostgreSQL. Generates N public/team/private decks (default 10,000 with 20 slides each,
// 200,000 slides; BENCH_SEARCH_DECKS / BENCH_SEARCH_SLIDES scale it down) in a database of its own, then times 100
// searches through the full stack (GET /api/v1/search.json, anonymous) against the very same SQL statement run directly
// with node-postgres in the same run, and how long a save takes to become searchable. Each side's CPU per query is
// printed next to its latency (Podium: the server process and its database sessions; direct: this process's client and
// its session), with the load average. Scale: the same searches at 1,000 decks first, then at the full size (the decks
// are added to the same database), and how the cost grew. Targets: p50 ratio ≤ 1.5, stack p99 ≤ 50 ms, and no cost
// growing faster than the number of decks.
//
// The decks and their index rows are generated in SQL (Zipf-like word frequencies over a made-up vocabulary) rather than
// through the API: 10,000 API saves would take far longer than the searches measured. The index-update measurement at
// the end goes through the real path (API save → search-index job).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { cpuSeconds, loadAverage, root, signedInClient, startPodium } from './lib.mjs';

const DECKS = Number(process.env.BENCH_SEARCH_DECKS ?? 10_000);
/** The smaller size measured first for the scale line (skipped when the full size is not larger). */
const SMALL = Math.min(1000, DECKS);
const SLIDES = Number(process.env.BENCH_SEARCH_SLIDES ?? 20);
const QUERIES = 100;
const VOCABULARY = 5000;
const USERS = 200;

/** The search SQL builders and term parser of the server, bundled so this runs exactly what the server runs. */
async function loadSearchSql() {
  const outdir = path.join(root, 'bench/node_modules/.cache');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, 'search-sql.mjs');
  await build({
    stdin: {
      contents: `export { searchPageSql } from './apps/server/src/infra/sql/searchSql.ts';
        export { tsQueryText } from './apps/server/src/services/search/searchTerms.ts';
        export { PgDialect } from 'drizzle-orm/pg-core';`,
      resolveDir: root, loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'node', outfile, external: ['drizzle-orm', 'drizzle-orm/*'], logLevel: 'silent',
  });
  return import(`${outfile}?${Date.now()}`);
}

/** Made-up words ("kalo", "mirutan", …): the same every run. */
function vocabulary() {
  const syllables = ['ka', 'lo', 'mi', 'ru', 'ta', 'ne', 'so', 'vi', 'de', 'pa', 'zu', 'qe', 'fo', 'gi', 'by', 'wo', 'xe', 'ju', 'ha', 'ly'];
  const words = [];
  for (let i = 0; words.length < VOCABULARY; i += 1) {
    let n = i; let word = '';
    do { word += syllables[n % syllables.length]; n = Math.floor(n / syllables.length); } while (n > 0);
    if (word.length >= 4) words.push(word);
  }
  return words;
}

/** A word with a rank drawn log-uniformly (roughly Zipf), as SQL over the `$1` vocabulary array. */
const zipfWord = () => `($1::text[])[1 + least(${VOCABULARY - 1}, floor(exp(random() * ln(${VOCABULARY})) - 1)::int)]`;

/** A fresh, empty database for the run (dropped first when a previous run left it). */
async function createDatabase(adminUrl, databaseName) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
}

/** Users (on the first call), decks `first`…`last` and their index rows, in batches; returns the milliseconds it took. */
async function fill(client, words, first, last) {
  const started = Date.now();
  if (first === 1) {
    await client.query(`INSERT INTO users (username, email, password_hash)
      SELECT 'bench' || g, 'bench' || g || '@example.test', 'x' FROM generate_series(1, ${USERS}) g`);
  }
  const document = (await client.query('SELECT document FROM decks ORDER BY id LIMIT 1')).rows[0]?.document;
  const batch = 500;
  for (let from = first; from <= last; from += batch) {
    const to = Math.min(last, from + batch - 1);
    // One transaction per batch: the server's backfill job must never see these decks without their index rows.
    await client.query('BEGIN');
    const decks = await client.query(`
      INSERT INTO decks (user_id, title, slug, visibility, document, slide_count, view_count)
      SELECT u.id, initcap(${zipfWord()} || ' ' || ${zipfWord()} || ' ' || ${zipfWord()}), 'bench-' || g,
             (CASE WHEN g % 10 = 0 THEN 'self' WHEN g % 10 = 1 THEN 'team' ELSE 'all' END)::deck_visibility,
             $2::jsonb, ${SLIDES}, floor(random() * 20000)::int
        FROM generate_series(${from}, ${to}) g JOIN users u ON u.username = 'bench' || (1 + g % ${USERS})
      RETURNING id, title, version`, [words, JSON.stringify(document)]);
    const ids = decks.rows.map((row) => row.id);
    await client.query(`
      INSERT INTO slide_search (deck_id, number, h, v, body, notes)
      SELECT d.id, n, n - 1, 0,
             (SELECT string_agg(${zipfWord()}, ' ') FROM generate_series(1, 14) w WHERE d.id + n + w > 0),
             CASE WHEN n % 5 = 0 THEN (SELECT string_agg(${zipfWord()}, ' ') FROM generate_series(1, 10) w WHERE d.id + n + w > 0) ELSE '' END
        FROM unnest($2::int[]) d(id) CROSS JOIN generate_series(1, ${SLIDES}) n`, [words, ids]);
    await client.query(`
      INSERT INTO deck_search (deck_id, title, body, notes, indexed_version)
      SELECT d.id, d.title, string_agg(s.body, ' \n ' ORDER BY s.number), coalesce(string_agg(nullif(s.notes, ''), ' \n ' ORDER BY s.number), ''), d.version
        FROM decks d JOIN slide_search s ON s.deck_id = d.id WHERE d.id = ANY($1) GROUP BY d.id`, [ids]);
    await client.query('COMMIT');
    if (to % 2000 === 0 || to === last) console.log(`bench/search: generated ${to}/${DECKS} decks (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await client.query('VACUUM ANALYZE'); // the steady state autovacuum keeps a live database in
  return Date.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * CPU milliseconds used so far by each of PostgreSQL sessions `pids` (a Map), from /proc; sessions that have ended are
 * left out, and the result is undefined when the database server does not run on this machine. schedstat counts
 * nanoseconds, where /proc/<pid>/stat's 10 ms ticks are coarser than a query.
 */
function sessionCpuMs(pids) {
  const used = new Map();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') used.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
    } catch {
      /* the session has ended */
    }
  }
  return used.size || !pids.length ? used : undefined;
}

/** The CPU milliseconds sessions used between two sessionCpuMs readings (NaN when the database is elsewhere). */
function sessionCpuSince(before, pids) {
  const after = sessionCpuMs(pids);
  if (!before || !after) return Number.NaN;
  let total = 0;
  for (const [pid, ms] of after) if (before.has(pid)) total += ms - /** @type {number} */ (before.get(pid));
  return total;
}

/**
 * Times QUERIES searches on both sides, alternating (drift in machine load hits both alike), and returns their
 * latency percentiles and CPU per query.
 */
async function measureSearches({ podium, client, terms, stack, direct }) {
  const databaseName = (await client.query('SELECT current_database() AS name')).rows[0].name;
  const ownPid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  /** The server's sessions on the bench database (its pool opens them during the warm-up). */
  const serverSessions = async () => (await client.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = $2', [databaseName, 'client backend'],
  )).rows.map((row) => row.pid);
  for (const term of terms.slice(0, 10)) { await stack(term); await direct(term); }
  /** @type {{ stack: number[]; direct: number[] }} */
  const times = { stack: [], direct: [] };
  const cpu = { stack: 0, direct: 0, stackDb: 0, directDb: 0 };
  /** @type {number[]} */
  const totals = [];
  for (const term of terms) {
    const sessions = await serverSessions(); // the pool may have opened or closed one since
    let db = sessionCpuMs(sessions); const own = cpuSeconds(podium.child.pid); let t = performance.now();
    const total = await stack(term);
    times.stack.push(performance.now() - t); cpu.stack += (cpuSeconds(podium.child.pid) - own) * 1000; cpu.stackDb += sessionCpuSince(db, sessions);
    db = sessionCpuMs([ownPid]); const usage = process.cpuUsage(); t = performance.now();
    const same = await direct(term);
    times.direct.push(performance.now() - t);
    const used = process.cpuUsage(usage); cpu.direct += (used.user + used.system) / 1000; cpu.directDb += sessionCpuSince(db, [ownPid]);
    if (total !== same) throw new Error(`"${term}": the API found ${total}, the SQL ${same}`);
    totals.push(total);
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  const n = terms.length;
  return {
    stack: { p50: percentile(times.stack, 50), p99: percentile(times.stack, 99), cpu: (cpu.stack + cpu.stackDb) / n, app: cpu.stack / n, db: cpu.stackDb / n },
    direct: { p50: percentile(times.direct, 50), p99: percentile(times.direct, 99), cpu: (cpu.direct + cpu.directDb) / n, app: cpu.direct / n, db: cpu.directDb / n },
    found: { median: percentile(totals, 50), max: totals.at(-1) },
  };
}

/** Prints one size's measurement; returns whether its targets are met. */
function printSearches(decks, m) {
  const cpuText = (side) => (Number.isNaN(side.cpu) ? `app ${ms(side.app)} (database not on this machine)` : `${ms(side.cpu)} (app ${ms(side.app)} + database ${ms(side.db)})`);
  console.log(`bench/search: ${decks} decks: decks found per query: median ${m.found.median}, max ${m.found.max}; load average ${loadAverage()}`);
  console.log(`bench/search: ${decks} decks: full stack p50 ${ms(m.stack.p50)}, p99 ${ms(m.stack.p99)}, CPU per query ${cpuText(m.stack)}`);
  console.log(`bench/search: ${decks} decks: same SQL direct p50 ${ms(m.direct.p50)}, p99 ${ms(m.direct.p99)}, CPU per query ${cpuText(m.direct)}`);
  const ratio = m.stack.p50 / m.direct.p50;
  const met = ratio <= 1.5 && m.stack.p99 <= 50;
  console.log(`bench/search: ${decks} decks: ratio p50 ${ratio.toFixed(2)} (target ≤ 1.5)${ratio <= 1.5 ? '' : '  ← above target'}, p99 ${(m.stack.p99 / m.direct.p99).toFixed(2)}, ` +
    `CPU ${(m.stack.cpu / m.direct.cpu).toFixed(2)}; stack p99 ${ms(m.stack.p99)} (target ≤ 50 ms)${m.stack.p99 <= 50 ? '' : '  ← above target'}`);
  return { ratio, met };
}

/** Runs the benchmark; prints p50/p99 and CPU of both sides at both sizes, their ratio, the growth and the index update time. */
export async function benchSearch() {
  const baseUrl = process.env.BENCH_SEARCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!baseUrl) {
    console.log('bench/search: skipped (set DATABASE_URL or BENCH_SEARCH_DATABASE_URL to a PostgreSQL server it may create a database on)');
    return undefined;
  }
  const url = new URL(baseUrl);
  const databaseName = `${url.pathname.slice(1) || 'podium'}_search_bench`.replace(/[^a-z0-9_]/gi, '_');
  const adminUrl = new URL(baseUrl); adminUrl.pathname = '/postgres';
  const benchUrl = new URL(baseUrl); benchUrl.pathname = `/${databaseName}`;
  await createDatabase(adminUrl.toString(), databaseName);

  const podium = await startPodium({ DATABASE_URL: benchUrl.toString() });
  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  try {
    const owner = await signedInClient(podium.base);
    const first = await (await owner.request('POST', '/api/v1/decks.json', { deck: { title: 'Template' } })).json();
    const words = vocabulary();

    const { searchPageSql, tsQueryText, PgDialect } = await loadSearchSql();
    const dialect = new PgDialect();
    // Terms of middling frequency (ranks 30–1500), one or two words, some typed halfway (prefix search).
    let seed = 7;
    const random = () => { seed = (seed * 48271) % 2147483647; return seed / 2147483647; };
    const pick = () => words[30 + Math.floor(random() * 1470)] ?? 'kalo';
    const terms = Array.from({ length: QUERIES }, (_, i) => (i % 3 === 0 ? `${pick()} ${pick()}` : i % 3 === 1 ? pick().slice(0, 5) : pick()));
    const stack = async (term) => {
      const response = await fetch(`${podium.base}/api/v1/search.json?q=${encodeURIComponent(term)}`);
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
      return (await response.json()).total;
    };
    const direct = async (term) => {
      const query = dialect.sqlToQuery(searchPageSql(null, tsQueryText(term), 0));
      const result = await client.query(query.sql, query.params);
      return Number(/** @type {{ total?: number } | undefined} */ (result.rows[0])?.total ?? 0);
    };

    /** @type {Array<{ decks: number; m: Awaited<ReturnType<typeof measureSearches>> }>} */
    const sizes = [];
    let filled = 0;
    for (const size of SMALL < DECKS ? [SMALL, DECKS] : [DECKS]) {
      const took = await fill(client, words, filled + 1, size);
      filled = size;
      const slides = (await client.query('SELECT count(*)::int AS slides FROM slide_search')).rows[0]?.slides;
      console.log(`bench/search: ${size} decks, ${slides} slides with text, generated and indexed in ${(took / 1000).toFixed(0)} s${DECKS < 10_000 ? ' (scaled down by BENCH_SEARCH_DECKS)' : ''}`);
      sizes.push({ decks: size, m: await measureSearches({ podium, client, terms, stack, direct }) });
    }
    let result = { ratio: Number.NaN, met: false };
    for (const { decks, m } of sizes) result = printSearches(decks, m);
    const [small, large] = sizes;
    let linear = true;
    if (small && large) {
      const decks = large.decks / small.decks;
      const found = large.m.found.median / Math.max(1, small.m.found.median);
      const growth = (key) => large.m.stack[key] / small.m.stack[key];
      linear = Number.isNaN(growth('cpu')) ? growth('app') <= decks : growth('cpu') <= decks;
      console.log(`bench/search: scale ${small.decks} → ${large.decks} decks (×${decks.toFixed(0)}; median decks found ×${found.toFixed(1)}): stack CPU per query ×${growth('cpu').toFixed(2)} ` +
        `(app ×${growth('app').toFixed(2)}, database ×${growth('db').toFixed(2)}), p50 ×${growth('p50').toFixed(2)}, p99 ×${growth('p99').toFixed(2)} ` +
        `(target: no faster than the decks, ×${decks.toFixed(0)})${linear ? '' : '  ← grows faster than linear'}`);
    }
    console.log(`bench/search: Podium ${result.met && linear ? 'meets' : 'misses'} its targets at ${DECKS} decks; load average ${loadAverage()}`);

    // Index update after a save: API save → search-index job → searchable.
    /** @type {number[]} */
    const updates = [];
    let deck = first.deck;
    for (let i = 0; i < 5; i += 1) {
      const word = `zqbench${'abcdefghij'[i]}${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
      const saved = await owner.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { data: `<section><p>${word}</p></section>`, version: deck.version } });
      deck = (await saved.json()).deck;
      const t = performance.now();
      for (;;) {
        if ((await stack(word)) === 1) break;
        if (performance.now() - t > 60_000) throw new Error('a save was not searchable within 60 s');
        await new Promise((r) => setTimeout(r, 10));
      }
      updates.push(performance.now() - t);
    }
    updates.sort((a, b) => a - b);
    console.log(`bench/search: save → searchable (search-index job): median ${ms(percentile(updates, 50))}, max ${ms(updates.at(-1))} over ${updates.length} saves`);
    return result.ratio;
  } finally {
    await client.end();
    podium.child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
