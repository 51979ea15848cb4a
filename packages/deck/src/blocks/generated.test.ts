import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_IDS } from '@podium/shared';
import { BLOCK_REGISTRY } from './registry.js';
import { blockParser } from './parsers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('block indexes generated from the block folders', () => {
  it('are up to date (adding a block folder is followed by npm run blocks:generate)', () => {
    expect(() => execFileSync(process.execPath, [path.join(root, 'scripts/gen-blocks.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('give every block type a definition of that type and a parser', () => {
    for (const type of BLOCK_TYPE_IDS) {
      expect(BLOCK_REGISTRY[type].type).toBe(type);
      expect(typeof blockParser(type)).toBe('function');
    }
  });
});
