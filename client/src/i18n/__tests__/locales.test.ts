import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { SUPPORTED_LOCALES, detectLocale, matchLocale } from '../locales';
import englishCore from '../catalogues/en';
import englishFeatures from '../catalogues/en-features';
import { loadFeatureMessages, loadedMessages, loadMessages } from '../messages';

// Every locale's raw namespace files, by locale then namespace.
const files = import.meta.glob<Record<string, string>>('../locales/*/*.json', { eager: true, import: 'default' });
const namespaceFiles: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (namespaceFiles[locale] ??= {})[namespace] = content;
}

const en = namespaceFiles.en ?? {};
const namespaces = Object.keys(en).sort();

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1]).filter((name, index, all) => all.indexOf(name) === index).sort();
}

const namespaceOf = (path: string) => /([^/]+)\.json$/.exec(path)![1];

describe('English split between the first load and the feature pages', () => {
  it('holds every English namespace exactly once', () => {
    const core = Object.keys(englishCore).map(namespaceOf);
    const features = Object.keys(englishFeatures).map(namespaceOf);
    expect(core).toContain('app');
    expect(core).toContain('club');
    expect(features).toContain('store');
    expect(core.filter((ns) => features.includes(ns))).toEqual([]);
    expect([...core, ...features].sort()).toEqual(namespaces);
  });

  it('puts the feature pages’ English under every loaded locale once it is loaded', async () => {
    await loadMessages('ko');
    expect(loadedMessages('en')?.['store.buy']).toBeUndefined();
    expect(loadedMessages('en')?.['club.tab.store']).toBe('Store');
    await loadFeatureMessages();
    expect(loadedMessages('en')?.['store.buy']).toBe('Buy now');
    expect(loadedMessages('ko')?.['store.buy']).toBe('구매하기');
    expect(loadedMessages('ko')?.['club.tab.store']).toBe('스토어');
  });
});

describe('locale files', () => {
  it('has the English namespaces, including app and network', () => {
    expect(namespaces).toContain('app');
    expect(namespaces.length).toBeGreaterThan(3);
  });

  for (const locale of SUPPORTED_LOCALES) {
    describe(locale, () => {
      it('has exactly the namespace files English has', () => {
        expect(Object.keys(namespaceFiles[locale] ?? {}).sort()).toEqual(namespaces);
      });

      for (const namespace of namespaces) {
        it(`${namespace}.json has every English key and no extra key`, () => {
          const expected = Object.keys(en[namespace]).sort();
          const actual = Object.keys(namespaceFiles[locale]?.[namespace] ?? {}).sort();
          const missing = expected.filter((key) => !actual.includes(key));
          const extra = actual.filter((key) => !expected.includes(key));
          expect({ locale, namespace, missing, extra }).toEqual({ locale, namespace, missing: [], extra: [] });
        });

        it(`${namespace}.json messages are non-empty, parse, and use only English placeholders`, () => {
          const messages = namespaceFiles[locale]?.[namespace] ?? {};
          for (const [key, message] of Object.entries(messages)) {
            expect(typeof message === 'string' && message.trim().length > 0, `${locale}/${namespace}:${key} is empty`).toBe(true);
            const errors: unknown[] = [];
            const intl = createIntl({ locale, messages: { probe: message }, onError: (error) => errors.push(error) });
            intl.formatMessage({ id: 'probe' }, { count: 2, formatted: '2', em: (c: string[]) => c.join(''), terms: (c: string[]) => c.join(''), privacy: (c: string[]) => c.join(''), link: (c: string[]) => c.join('') } as never);
            expect(errors.filter((error) => !String(error).includes('MISSING_VALUE') && !String(error).includes('FORMAT_ERROR') || String(error).includes('INVALID')), `${locale}/${namespace}:${key} does not parse`).toEqual([]);
            const english = en[namespace][key];
            if (english !== undefined) {
              // A language without plural forms may drop {count} when it prints {formatted}; none may invent one.
              const unknown = placeholders(message).filter((name) => !placeholders(english).includes(name));
              expect(unknown, `${locale}/${namespace}:${key} placeholders`).toEqual([]);
            }
          }
        });
      }
    });
  }

  it('qualifies ids with the namespace', async () => {
    const messages = await loadMessages('en');
    expect(messages['app.error.generic.title']).toBe('An error occurred');
    expect(Object.keys(messages).every((id) => id.includes('.'))).toBe(true);
  });

  it('keeps the 404 message Korean in every locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect((await loadMessages(locale))['app.error.notFound.korean.title']).toMatch(/[가-힣]/);
    }
  });
});

describe('language detection', () => {
  it('maps browser languages to supported locales with English as the fallback', () => {
    expect(detectLocale(['ko-KR', 'en'])).toBe('ko');
    expect(detectLocale(['zh-TW'])).toBe('zh-Hant');
    expect(detectLocale(['zh-HK'])).toBe('zh-Hant');
    expect(detectLocale(['zh-CN'])).toBe('zh-Hans');
    expect(detectLocale(['zh'])).toBe('zh-Hans');
    expect(detectLocale(['fr-FR', 'es-MX'])).toBe('es');
    expect(detectLocale(['fr-FR', 'de'])).toBe('en');
    expect(detectLocale([])).toBe('en');
    expect(matchLocale('ja_JP')).toBe('ja');
  });
});
