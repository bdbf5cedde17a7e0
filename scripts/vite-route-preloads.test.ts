import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePagesOf, routePreloads } from './vite-route-preloads.ts';

const tableSource = fs.readFileSync(path.resolve('client/src/app/route-table.ts'), 'utf8');

describe('route preloads', () => {
  it("finds every route of the client's route table with the module of its page", () => {
    const pages = routePagesOf(tableSource);
    expect(pages['/home']).toBe('../features/home/HomePage');
    expect(pages['/club/:clubUri']).toBe('../features/clubs/routes/ClubPage');
    expect(pages['/post/:postId']).toBe('../features/posts/routes/PostPage');
    expect(pages['/account/login']).toBe('../features/account/routes');
    expect(pages['/:name']).toBe('../features/discover/CreatorProfilePage');
    expect(Object.keys(pages)).toHaveLength(tableSource.split(/\{\s*path: '/).length - 1);
  });

  it("lists a page's chunk and its static imports, leaving out what the entry already fetches", () => {
    const from = '/app/client/src/app';
    const chunks = [
      { fileName: 'index.js', isEntry: true, facadeModuleId: '/app/client/src/main.tsx', imports: ['framework.js'] },
      { fileName: 'framework.js', isEntry: false, facadeModuleId: null, imports: [] },
      { fileName: 'home.js', isEntry: false, facadeModuleId: '/app/client/src/features/home/HomePage.tsx', imports: ['framework.js', 'card.js'] },
      { fileName: 'card.js', isEntry: false, facadeModuleId: null, imports: ['framework.js'] },
      { fileName: 'account.js', isEntry: false, facadeModuleId: '/app/client/src/features/account/routes/index.ts', imports: [] },
      { fileName: 'homepage2.js', isEntry: false, facadeModuleId: '/app/client/src/features/home/HomePage2.tsx', imports: [] },
    ];
    const pages = { '/home': '../features/home/HomePage', '/account/login': '../features/account/routes', '/gone': '../features/gone/Page' };
    expect(routePreloads(pages, chunks, from)).toEqual({ '/home': ['home.js', 'card.js'], '/account/login': ['account.js'] });
  });
});
