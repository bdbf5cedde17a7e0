// The admin audit page names every action the server records, in all six locales, and offers it as a
// filter: an action added on one side only would show as its raw code.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../admin.service.ts';

const LOCALES = ['en', 'ko', 'ja', 'zh-Hant', 'zh-Hans', 'es'];
const read = (path: string) => fs.readFileSync(new URL(`../../../../../client/src/${path}`, import.meta.url), 'utf8');

describe('audit actions on the admin audit page', () => {
  it.each(LOCALES)('are all named in %s', (locale) => {
    const messages = JSON.parse(read(`i18n/locales/${locale}/admin.json`)) as Record<string, string>;
    const missing = AUDIT_ACTIONS.filter((action) => !messages[`audit.actions.${action.replace('.', '_')}`]?.trim());
    expect(missing).toEqual([]);
  });

  it('are all offered as filters', () => {
    const page = read('features/admin/AdminAuditPage.tsx');
    expect(AUDIT_ACTIONS.filter((action) => !page.includes(`'${action}'`))).toEqual([]);
  });
});
