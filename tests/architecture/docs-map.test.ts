import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

/**
 * The map stays true: every repository path that docs/architecture.md and docs/recipes.md name exists, every relative
 * link in them leads to a file, and every route file is in the map's "URL → route → feature" table.
 */

const root = path.resolve(import.meta.dirname, '../..');
const DOCS = ['docs/architecture.md', 'docs/recipes.md'];
const ROUTE_TABLE = '## URL → route → feature';
const REPO_PATH = /^(app|db|server|scripts|tests|migrations)\//;

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Markdown without its fenced code blocks, whose text is a picture rather than a list of paths. */
const withoutFences = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, '');

/**
 * The spans written in backticks that look like a repository path. A span with a placeholder or a pattern in it
 * (`app/features/<name>/`, `message_vectors_{dimensions}`, `faults-*`, `…`) names no one file and is left out.
 */
function repoPaths(markdown: string): string[] {
  const spans = [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return [...new Set(spans.filter((span) => REPO_PATH.test(span) && !/[<>{}*…\s]/.test(span)))];
}

/** The targets of relative Markdown links (`[text](../server/README.md#a-request)`), without their anchors. */
function relativeLinks(markdown: string): string[] {
  const targets = [...withoutFences(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!.split('#')[0]!);
  return [...new Set(targets.filter((target) => target !== '' && !/^[a-z]+:/i.test(target)))];
}

/** Every file under a folder, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(root, dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** The route files the map's table names: the backticked names of its second column. */
function routeTableFiles(markdown: string): string[] {
  const start = markdown.indexOf(`\n${ROUTE_TABLE}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + ROUTE_TABLE.length + 2);
  const section = rest.slice(0, rest.search(/^## /m) < 0 ? rest.length : rest.search(/^## /m));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[2] ?? '')
    .flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

test('the path check reads paths in backticks and skips code blocks and placeholders', () => {
  const sample = [
    'Writes go through `app/features/dialogs/dialogs.server.ts` and `db/missing.ts`; `npm run lint` is no path.',
    '```',
    'app/inside-a-fence.ts',
    '```',
    'A placeholder: `app/features/<name>/`, a pattern: `tests/integration/faults-*.test.ts`.',
  ].join('\n');
  expect(repoPaths(sample)).toEqual(['app/features/dialogs/dialogs.server.ts', 'db/missing.ts']);
});

for (const doc of DOCS) {
  test(`every repository path named in ${doc} exists`, () => {
    const paths = repoPaths(read(doc));
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths.filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing, `paths in ${doc} that are not in the repository`).toEqual([]);
  });

  test(`every relative link in ${doc} leads to a file`, () => {
    const broken = relativeLinks(read(doc)).filter((target) => !fs.existsSync(path.resolve(root, path.dirname(doc), target)));
    expect(broken, `links in ${doc} to nothing`).toEqual([]);
  });
}

test('every route file is in the map’s “URL → route → feature” table, and every file there is a route', () => {
  const map = read('docs/architecture.md');
  expect(map).toContain(`\n${ROUTE_TABLE}\n`);
  const named = new Set(routeTableFiles(map));
  const files = filesUnder('app/routes');
  expect(files.length).toBeGreaterThan(0);
  expect(
    files.filter((file) => !named.has(file)),
    'route files missing from the table',
  ).toEqual([]);
  expect(
    [...named].filter((file) => !files.includes(file)),
    'files in the table that app/routes does not have',
  ).toEqual([]);
});
