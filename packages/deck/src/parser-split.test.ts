import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every file a bundle of `entries` would contain (esbuild follows the same imports the web app's bundler does). */
async function bundledInputs(entries: string[]): Promise<string[]> {
  const result = await build({
    stdin: { contents: entries.map((e, i) => `export * as m${i} from './${e}';`).join('\n'), resolveDir: src, loader: 'ts' },
    bundle: true, write: false, metafile: true, format: 'esm', platform: 'neutral', mainFields: ['module', 'main'], logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const PARSER = /node_modules\/(htmlparser2|entities|domhandler|domutils|dom-serializer)\/|src\/(parse\/|html\/dom\.ts|blocks\/\w+\/parse\.ts|blocks\/parsers\.ts|migrations\/)/;

describe('the HTML parser stays out of rendering and editing', () => {
  it('render context, block registry, ops and history import no parser code', async () => {
    const inputs = await bundledInputs(['render/context.ts', 'blocks/registry.ts', 'ops/apply.ts', 'ops/create.ts', 'history.ts', 'document.ts']);
    expect(inputs.filter((file) => PARSER.test(file))).toEqual([]);
    expect(inputs.some((file) => file.endsWith('blocks/text/render.ts'))).toBe(true);
  });

  it('parse and validateDocument (which migrates v0 HTML) do use it', async () => {
    const inputs = await bundledInputs(['parse/parse.ts', 'validate.ts']);
    expect(inputs.some((file) => /node_modules\/htmlparser2\//.test(file))).toBe(true);
    expect(inputs.some((file) => file.endsWith('blocks/parsers.ts'))).toBe(true);
  });
});
