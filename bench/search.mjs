// bench/search: deck search on PostgreSQL. Generates N public/team/private decks (default 10,000 with 20 slides each,
// 200,000 slides; BENCH_SEARCH_DECKS / BENCH_SEARCH_SLIDES scale it down) in a database of its own, then times 100
// searches through the full stack (GET /api/v1/search.json, anonymous) against the very same SQL statement run directly
// with node-postgres in the same run, and how long a save takes to become searchable. Target: p50 ratio ≤ 2, p99 ≤ 50 ms.
//
// The decks and their index rows are generated in SQL (Zipf-like word frequencies over a made-up vocabulary) rather than
// through the API: 10,000 API saves would take far longer than the searches measured. The index-update measurement at
// the end goes through the real path (API save → search-index job).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { root, signedInClient, startPodium } from './lib.mjs';

const DECKS = Number(process.env.BENCH_SEARCH_DECKS ?? 10_000);
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

/** Users, decks and their index rows, in batches; returns the milliseconds it took. */
async function fill(client, words) {
  const started = Date.now();
  await client.query(`INSERT INTO users (username, email, password_hash)
    SELECT 'bench' || g, 'bench' || g || '@example.test', 'x' FROM generate_series(1, ${USERS}) g`);
  const document = (await client.query('SELECT document FROM decks ORDER BY id LIMIT 1')).rows[0]?.document;
  const batch = 500;
  for (let from = 1; from <= DECKS; from += batch) {
    const to = Math.min(DECKS, from + batch - 1);
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
    if (to % 2000 === 0 || to === DECKS) console.log(`bench/search: generated ${to}/${DECKS} decks (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await client.query('VACUUM ANALYZE'); // the steady state autovacuum keeps a live database in
  return Date.now() - started;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Runs the benchmark; prints p50/p99 of both sides, their ratio and the index update time. */
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
    const took = await fill(client, words);
    const slides = (await client.query('SELECT count(*)::int AS slides FROM slide_search')).rows[0]?.slides;
    console.log(`bench/search: ${DECKS} decks, ${slides} slides with text, generated and indexed in ${(took / 1000).toFixed(0)} s${DECKS < 10_000 ? ' (scaled down by BENCH_SEARCH_DECKS)' : ''}`);

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
    for (const term of terms.slice(0, 10)) { await stack(term); await direct(term); }
    /** @type {{ stack: number[]; direct: number[] }} */
    const times = { stack: [], direct: [] };
    /** @type {number[]} */
    const totals = [];
    // Alternate the two sides so drift in machine load hits both alike.
    for (const term of terms) {
      let t = performance.now(); const total = await stack(term); times.stack.push(performance.now() - t);
      t = performance.now(); const same = await direct(term); times.direct.push(performance.now() - t);
      if (total !== same) throw new Error(`"${term}": the API found ${total}, the SQL ${same}`);
      totals.push(total);
    }
    for (const list of Object.values(times)) list.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    const p = (side, n) => percentile(times[side], n);
    console.log(`bench/search: decks found per query: median ${percentile(totals, 50)}, max ${totals.at(-1)}`);
    console.log(`bench/search: full stack p50 ${ms(p('stack', 50))}, p99 ${ms(p('stack', 99))}; same SQL direct p50 ${ms(p('direct', 50))}, p99 ${ms(p('direct', 99))}`);
    const ratio = p('stack', 50) / p('direct', 50);
    console.log(`bench/search: ratio p50 ${ratio.toFixed(2)} (target ≤ 2)${ratio <= 2 ? '' : '  ← above target'}, p99 ${(p('stack', 99) / p('direct', 99)).toFixed(2)}; stack p99 ${ms(p('stack', 99))} (target ≤ 50 ms)${p('stack', 99) <= 50 ? '' : '  ← above target'}`);

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
    return ratio;
  } finally {
    await client.end();
    podium.child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearch();
