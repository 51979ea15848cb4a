import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pglitePrepared } from './pglitePrepared.js';

describe('prepared statements on PGlite', () => {
  let client: PGlite;
  let run: ReturnType<typeof pglitePrepared>;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`CREATE TABLE notes (body text NOT NULL)`);
    run = pglitePrepared(client);
  });
  afterAll(() => client.close());

  it('answer from the data as it is at each call, not as it was when first prepared', async () => {
    const count = async () => (await run('count_notes', `SELECT count(*)::int AS n FROM notes WHERE body <> $1`, ['']))
      .rows[0] as { n: number };
    expect(await count()).toEqual({ n: 0 });
    await client.query(`INSERT INTO notes (body) VALUES ('a'), ('b')`);
    expect(await count()).toEqual({ n: 2 });
  });

  it('pass values through verbatim: quotes, backslashes and SQL in them are data', async () => {
    const tricky = [`it's`, `back\\slash \\' end`, `'); DROP TABLE notes; --`, `$1 and 'quoted' "double"`];
    for (const value of tricky) {
      const { rows } = await run('echo_text', `SELECT $1::text AS value, $2::int AS n, $3::text AS missing`, [value, 7, null]);
      expect(rows[0]).toEqual({ value, n: 7, missing: null });
    }
    expect((await client.query(`SELECT count(*)::int AS n FROM notes`)).rows[0]).toEqual({ n: 2 });
  });

  it('refuse another text under a name already prepared, and names that are not plain identifiers', async () => {
    await expect(run('echo_text', `SELECT 1`, [])).rejects.toThrow(/another text/);
    await expect(run('bad name; DROP', `SELECT 1`, [])).rejects.toThrow(/invalid prepared statement name/);
  });
});
