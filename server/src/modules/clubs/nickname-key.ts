// The comparison key of a club nickname: two nicknames with the same key read alike, so one club holds at
// most one of them (DESIGN 9). No maintained npm package implements the UTS #39 skeleton (the
// `confusables` package maps to English only), so this is a reasoned subset of it: NFKC folds width and
// compatibility forms (full-width Ｍ, ligatures, circled letters), lookalike Cyrillic and Greek letters and
// the digit/letter pairs of UTS #39's table map to Latin, case is folded, accents on Latin letters are
// dropped, and spaces, punctuation and invisible characters (the Hangul fillers among them) are ignored.
// Hangul, kana and Han are kept as they are (their distinct syllables are distinct names).
// Case is folded before the lookalikes are mapped, so every class holds both cases: capital I reads as l
// and is the capital of i, so i, I, l, 1, | and ı are one letter ("IRIS" and "iris" share a key).
import { visibleText } from '../../platform/visible-text.ts';

// Capitals that read as a Latin capital while their lower-case form reads as another letter (Greek Ν is
// N, ν is v): mapped before case is folded.
const CAPITAL_LOOKALIKES: Record<string, string> = { Ζ: 'z', Η: 'h', Μ: 'm', Ν: 'n', Υ: 'y' };

// Lower-case lookalikes → the Latin letter they imitate (UTS #39 confusables.txt, the common subset).
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'l', ї: 'l', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y',
  // Greek
  α: 'a', β: 'b', ε: 'e', ι: 'l', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  // Latin lookalikes and digits (I and l, 0 and O, 1 and l, 5 and S are the classic swaps)
  i: 'l', ı: 'l', ɑ: 'a', ɡ: 'g', ʏ: 'y', '0': 'o', '1': 'l', '|': 'l', '5': 's',
};

// Letter pairs that read as one letter.
const DIGRAPHS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/** The key under which a nickname is unique in its club. */
export function nicknameKey(nickname: string): string {
  // Invisible characters go after NFKC, which turns the half-width Hangul filler into the full-width one.
  const seen = visibleText(nickname.normalize('NFKC'));
  const lower = [...seen].map((c) => CAPITAL_LOOKALIKES[c] ?? c).join('').toLowerCase();
  const folded = [...lower]
    .map((c) => LOOKALIKES[c] ?? c)
    .join('')
    .normalize('NFD')
    // Accents on Latin letters only: kana voicing marks and Hangul jamo make different names.
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[\p{P}\p{S}\p{Z}\p{C}\s]/gu, '');
  return DIGRAPHS.reduce((key, [pattern, letter]) => key.replace(pattern, letter), folded);
}
