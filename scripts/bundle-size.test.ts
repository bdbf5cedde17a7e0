import { describe, expect, it } from 'vitest';
import { biggestOwners, firstLoadChunks, oneReaderChunks, owner, type BundleReport } from './bundle-size.ts';

const chunk = (imports: string[], modules: Record<string, number>, isEntry = false) => ({ isEntry, imports, dynamicImports: [], modules });

// entry → vendor; the home page → shared; the club page (unvisited) and a non-English catalogue stay out.
const report: BundleReport = {
  'index.js': chunk(['vendor.js'], { 'src/main.tsx': 100 }, true),
  'vendor.js': chunk([], { 'node_modules/react-dom/cjs/client.js': 300, 'node_modules/@formatjs/intl/a.js': 100 }),
  'home.js': chunk(['shared.js'], { 'src/features/home/HomePage.tsx': 50 }),
  'club.js': chunk(['shared.js'], { 'src/features/clubs/routes/ClubPage.tsx': 50 }),
  'shared.js': chunk(['vendor.js'], { 'src/components/Card.tsx': 10 }),
  'en.js': chunk([], { 'src/i18n/catalogues/en.ts': 10, 'src/i18n/locales/en/app.json': 500 }),
  'ko.js': chunk([], { 'src/i18n/catalogues/ko.ts': 10 }),
};

describe('bundle-size', () => {
  it('counts the entry, the page and the first catalogue with their static imports, nothing else', () => {
    expect(firstLoadChunks(report, 'src/features/home/HomePage.tsx').sort()).toEqual(['en.js', 'home.js', 'index.js', 'shared.js', 'vendor.js']);
  });

  it('names a page that is in no chunk', () => {
    expect(() => firstLoadChunks(report, 'src/features/gone/Page.tsx')).toThrow(/No chunk holds src\/features\/gone\/Page.tsx/);
  });

  it('splits a chunk over its modules by rendered size and sums them per package', () => {
    expect(owner('node_modules/@formatjs/intl/lib/x.js')).toBe('@formatjs/intl');
    expect(biggestOwners(report, { 'vendor.js': 400, 'index.js': 50 }, ['vendor.js', 'index.js'])).toEqual([
      ['react-dom', 300],
      ['@formatjs/intl', 100],
      ['src/main.tsx', 50],
    ]);
  });

  it('counts English and only the largest other locale for one reader', () => {
    const locales: BundleReport = {
      ...report,
      'ko.js': chunk([], { 'src/i18n/catalogues/ko.ts': 10, 'src/i18n/locales/ko/app.json': 400 }),
      'ja.js': chunk([], { 'src/i18n/catalogues/ja.ts': 10, 'src/i18n/locales/ja/app.json': 300 }),
      'es.js': chunk([], { 'src/i18n/catalogues/es.ts': 10, 'src/i18n/locales/es/app.json': 200 }),
    };
    const gzipped = Object.fromEntries(Object.keys(locales).map((file) => [file, 10]));
    Object.assign(gzipped, { 'ko.js': 90, 'ja.js': 120, 'es.js': 60 });
    expect(oneReaderChunks(locales, gzipped).sort()).toEqual(['club.js', 'en.js', 'home.js', 'index.js', 'ja.js', 'shared.js', 'vendor.js']);
  });
});
