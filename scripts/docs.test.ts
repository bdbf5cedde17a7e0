// The repository documents itself: the README and docs/ link only to files a clone has, the paths the
// docs name exist, and every "DESIGN <section>" cited in code comments has that section in docs/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const DOCUMENTS = ['README.md', 'docker/README.md', ...readdirSync(join(ROOT, 'docs')).map((file) => `docs/${file}`)];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', '__generated__', 'generated'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|prisma)$/.test(entry.name) ? [path] : [];
  });
}

describe('repository documentation', () => {
  it('has the architecture and the domain rules', () => {
    expect(existsSync(join(ROOT, 'docs/architecture.md'))).toBe(true);
    expect(existsSync(join(ROOT, 'docs/domain-rules.md'))).toBe(true);
  });

  it.each(DOCUMENTS)('%s links only to files inside the repository', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const path = resolve(ROOT, dirname(document), target);
      if (relative(ROOT, path).startsWith('..') || !existsSync(path)) broken.push(target);
    }
    // Paths outside the clone in prose too (a `../shared/...` a newcomer cannot open).
    for (const [mention, target] of text.matchAll(/`(\.\.\/[^`\s]+)`/g)) {
      const path = resolve(ROOT, dirname(document), target);
      if (relative(ROOT, path).startsWith('..') || !existsSync(path)) broken.push(mention);
    }
    expect(broken).toEqual([]);
  });

  it.each(DOCUMENTS.filter((document) => document.startsWith('docs/')))('%s names only paths that exist', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const missing = [...text.matchAll(/`((?:client|server|prisma|scripts|docker|docs)\/[\w./-]+)`/g)]
      .map(([, path]) => path.replace(/\/$/, ''))
      .filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('has every DESIGN section that code comments cite', () => {
    const headings = ['docs/architecture.md', 'docs/domain-rules.md'].flatMap((document) =>
      [...readFileSync(join(ROOT, document), 'utf8').matchAll(/^## (\d+(?:\.\d+)?)\b/gm)].map(([, section]) => section),
    );
    const cited = new Set<string>();
    for (const file of [...sourceFiles('server/src'), ...sourceFiles('client/src'), 'prisma/schema.prisma']) {
      if (!statSync(join(ROOT, file)).isFile()) continue;
      for (const [, list] of readFileSync(join(ROOT, file), 'utf8').matchAll(/DESIGN(?: section)? (\d+(?:\.\d+)?(?:(?:,| and) \d+(?:\.\d+)?)*)/g)) {
        for (const section of list.split(/,| and /)) cited.add(section.trim());
      }
    }
    expect(cited.size).toBeGreaterThan(0);
    expect([...cited].filter((section) => !headings.includes(section)).sort()).toEqual([]);
  });
});
