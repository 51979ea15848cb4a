// Comments and test titles say why in their own words. A tracker issue number (the word "issue" and a number, with
// an optional section) tells a reader without the tracker nothing and goes stale as issues move, so any that comes
// back fails this test. Comments are read with the TypeScript parser, so strings the product shows stay allowed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ISSUE_REF = /\bissues? #?\d+/i;
const FOLDERS = ['apps', 'packages', 'scripts', 'e2e', 'bench'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'fixtures']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;
/** Calls whose first argument is a test's or a group's title (`it.each(…)(title)` is rare enough to leave out). */
const TEST_CALLS = new Set(['it', 'test', 'describe', 'bench']);

/** The files to check: code, Markdown and CSS under the workspaces, and the root README. */
function sourceFiles() {
  const files = ['README.md'];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(rel);
      } else if (CODE.test(entry.name) || /\.(?:md|css)$/.test(entry.name)) files.push(rel);
    }
  };
  FOLDERS.forEach(walk);
  return files;
}

/** The name a call is made by: `it`, `test.describe` → `test`, `it.skip` → `it`. */
function calleeRoot(expression) {
  let node = expression;
  while (ts.isPropertyAccessExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node.text : null;
}

/** Comments and test titles of `text` that cite a tracker issue, as `line: text` (1-based line of the citing line). */
function findIssueRefs(fileName, text) {
  // Most files never mention one; only those are parsed, which keeps the whole-repository scan fast.
  if (!ISSUE_REF.test(text)) return [];
  const found = [];
  const report = (pos, snippet) => {
    const lines = snippet.split('\n');
    const i = lines.findIndex((l) => ISSUE_REF.test(l));
    found.push(`${text.slice(0, pos).split('\n').length + i}: ${lines[i].trim()}`);
  };
  if (/\.md$/.test(fileName)) {
    text.split('\n').forEach((line, i) => { if (ISSUE_REF.test(line)) found.push(`${i + 1}: ${line.trim()}`); });
    return found;
  }
  if (/\.css$/.test(fileName)) {
    for (const match of text.matchAll(/\/\*[\s\S]*?\*\//g)) if (ISSUE_REF.test(match[0])) report(match.index, match[0]);
    return found;
  }
  const kind = /x$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const comments = new Map();
  const jsxText = [];
  const collect = (ranges) => { for (const range of ranges ?? []) comments.set(range.pos, range.end); };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxText.push([node.pos, node.end]);
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isCallExpression(node) && TEST_CALLS.has(calleeRoot(node.expression) ?? '')) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)) && ISSUE_REF.test(title.text)) {
        report(title.getStart(source), title.getText(source));
      }
    }
    // Every token, not only nodes: a comment just before a closing brace is trivia of that brace.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  for (const [pos, end] of comments) {
    // The scanner reads JSX text as code when asked at its start: "// like this" inside an element is shown to
    // users, not a comment.
    if (jsxText.some(([from, to]) => pos >= from && pos < to)) continue;
    const comment = text.slice(pos, end);
    if (ISSUE_REF.test(comment)) report(pos, comment);
  }
  return found.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
}

describe('findIssueRefs', () => {
  it('finds issue numbers in line, block and JSX comments and in test titles', () => {
    const code = [
      '// Counted on the queue (issue 15 §2).',
      '/**',
      ' * Issue 12: deck cards.',
      ' */',
      'export const A = <p>{/* see issue #7 */}x</p>;',
      "describe('roles (issue 16)', () => { test.skip(`Issue 4 blocks`, () => {}); });",
    ].join('\n');
    expect(findIssueRefs('sample.tsx', code)).toEqual([
      '1: // Counted on the queue (issue 15 §2).',
      '3: * Issue 12: deck cards.',
      '5: /* see issue #7 */',
      "6: 'roles (issue 16)'",
      '6: `Issue 4 blocks`',
    ]);
  });

  it('leaves strings and JSX text the product shows alone', () => {
    const code = "const subtitle = 'Issue 12 of our newsletter';\nexport const B = <p>// issue 3 of the zine</p>;\n// Issues are listed by number.";
    expect(findIssueRefs('sample.tsx', code)).toEqual([]);
  });
});

it('no comment or test title cites a tracker issue number', () => {
  const offenders = sourceFiles().flatMap((file) => findIssueRefs(file, readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`));
  expect(offenders, 'say what the code does and why instead of citing the issue').toEqual([]);
}, 60_000);
