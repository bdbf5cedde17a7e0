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

describe('copy conventions', () => {
  const each = (locale: string, check: (namespace: string, key: string, message: string) => void) => {
    for (const namespace of namespaces) for (const [key, message] of Object.entries(namespaceFiles[locale]?.[namespace] ?? {})) check(namespace, key, message);
  };
  const format = (locale: string, message: string, values: Record<string, unknown>) => {
    const tags = Object.fromEntries([...message.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: string[]) => chunks.join('')]));
    const out: unknown = createIntl({ locale, messages: { probe: message }, onError: () => {} }).formatMessage({ id: 'probe' }, { ...values, ...tags } as never);
    return ([] as unknown[]).concat(out).join('');
  };

  it('formats every count English pluralises as a number (12,345, not 12345)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const grouped = new Intl.NumberFormat(locale).format(12345);
      each(locale, (namespace, key, message) => {
        const english = en[namespace][key] ?? '';
        // Plurals that print the count (#); one that only selects a form prints its {formatted} value.
        const counts = english.includes('#') ? [...english.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)].map(([, name]) => name).filter((name) => placeholders(message).includes(name)) : [];
        if (!counts.length) return;
        const values = Object.fromEntries(placeholders(message).map((name) => [name, counts.includes(name) ? 12345 : 'x']));
        expect(format(locale, message, values), `${locale}/${namespace}:${key}`).toContain(grouped);
      });
    }
  });

  it('writes no won amount by hand: amounts come formatted by Intl', () => {
    for (const locale of SUPPORTED_LOCALES) each(locale, (namespace, key, message) => expect(message, `${locale}/${namespace}:${key}`).not.toMatch(/₩\s*[\d{]/));
  });

  it('labels the error page’s detail in the reader’s language', async () => {
    for (const locale of ['ko', 'ja', 'zh-Hant', 'zh-Hans'] as const) expect((await loadMessages(locale))['app.error.generic.detail']).not.toMatch(/^Error/);
  });

  // One word per role in each language (owner, administrator, subscriber, club, card) and one register.
  const avoid: Record<string, RegExp> = {
    ko: /운영자|[습입]니다/,
    ja: /購読|加入者|差し戻|消費税/,
    'zh-Hant': /社團|版主|統一發票|營業稅/,
    'zh-Hans': /社团|创建者|所有者|银行卡/,
    es: /\b(podéis|vosotros|veis|propietario|Hacienda|intente)\b/,
  };
  for (const [locale, pattern] of Object.entries(avoid)) {
    it(`${locale} keeps to its glossary and register`, () => {
      each(locale, (namespace, key, message) => {
        if (namespace !== 'legal') expect(message, `${locale}/${namespace}:${key}`).not.toMatch(pattern);
      });
    });
  }

  it('uses full-width punctuation next to Japanese and Chinese text', () => {
    const cjk = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]';
    const halfWidth = new RegExp(`${cjk} *[,:;!()]|[,:;!(]${cjk}`, 'u');
    for (const locale of ['ja', 'zh-Hant', 'zh-Hans']) {
      each(locale, (namespace, key, message) => {
        // Placeholders and addresses keep their ASCII.
        const text = message.replace(/https?:\/\/[^\s()（）]*/g, 'x').replace(/\{[^{}]*\}/g, 'x');
        expect(text, `${locale}/${namespace}:${key}`).not.toMatch(halfWidth);
      });
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
