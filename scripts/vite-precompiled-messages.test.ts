// The production build ships message syntax trees instead of the ICU parser: every message of every
// locale must compile, a broken one must stop the build by name, and a tree must say what its string says.
import fs from 'node:fs';
import path from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { precompileCatalogue } from './vite-precompiled-messages.ts';

const LOCALES = path.resolve('client/src/i18n/locales');

/** A value for every argument a message takes, of the kind its syntax asks for. */
function valuesFor(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = 'x';
    else if (element.type === TYPE.number) values[element.value] = 2;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(0);
    else if (element.type === TYPE.select || element.type === TYPE.plural) {
      values[element.value] = element.type === TYPE.plural ? 2 : 'other';
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    } else if (element.type === TYPE.tag) {
      values[element.value] = (chunks: unknown[]) => `[${chunks.join('')}]`;
      valuesFor(element.children, values);
    }
  }
  return values;
}

describe('precompiled messages', () => {
  const files = fs.readdirSync(LOCALES).flatMap((locale) => fs.readdirSync(path.join(LOCALES, locale)).map((file) => path.join(LOCALES, locale, file)));

  it('compiles every message of every locale, and each tree formats as its string does', () => {
    expect(files.length).toBeGreaterThan(6 * 10);
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const locale = path.basename(path.dirname(file));
      const trees = precompileCatalogue(source, file);
      for (const [key, message] of Object.entries(JSON.parse(source) as Record<string, string>)) {
        const tree = trees[key] as MessageFormatElement[];
        const values = valuesFor(tree);
        const fromTree = new IntlMessageFormat(tree, locale).format(values);
        expect(fromTree, `${file}: ${key}`).toEqual(new IntlMessageFormat(message, locale).format(values));
      }
    }
  });

  it('stops the build at a message that does not parse, naming the file and the key', () => {
    expect(() => precompileCatalogue('{"greeting": "Hello {name"}', 'en/app.json')).toThrow(/en\/app\.json: greeting is not a valid ICU message/);
    expect(() => precompileCatalogue('{"count": 3}', 'en/app.json')).toThrow(/count is not a string/);
  });
});
