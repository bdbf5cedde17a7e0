// The comparison key of a club nickname: two nicknames with the same key read alike, so one club holds at
// most one of them (DESIGN 9). No maintained npm package implements the UTS #39 skeleton (the
// `confusables` package maps to English only), so this is a reasoned subset of it: NFKC folds width and
// compatibility forms (full-width Ｍ, ligatures, circled letters), lookalike Cyrillic and Greek letters and
// the digit/letter pairs of UTS #39's table map to Latin, case is folded, accents on Latin letters are
// dropped, and spaces, punctuation and invisible characters are ignored. Hangul, kana and Han are kept
// as they are (their distinct syllables are distinct names).

// Lookalikes → the Latin letter they imitate (UTS #39 confusables.txt, the common subset).
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y',
  А: 'a', В: 'b', Е: 'e', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', Х: 'x', Ѕ: 's', І: 'l', Ј: 'j',
  // Greek
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  Α: 'a', Β: 'b', Ε: 'e', Ζ: 'z', Η: 'h', Ι: 'l', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't', Υ: 'y', Χ: 'x',
  // Latin lookalikes and digits (capital I and l, 0 and O, 1 and l, 5 and S are the classic swaps)
  I: 'l', ı: 'i', ɑ: 'a', ɡ: 'g', ʏ: 'y', '0': 'o', '1': 'l', '|': 'l', '5': 's',
};

// Letter pairs that read as one letter.
const DIGRAPHS: [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

/** The key under which a nickname is unique in its club. */
export function nicknameKey(nickname: string): string {
  const mapped = [...nickname.normalize('NFKC')].map((c) => LOOKALIKES[c] ?? c).join('');
  const folded = mapped
    .toLowerCase()
    .normalize('NFD')
    // Accents on Latin letters only: kana voicing marks and Hangul jamo make different names.
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[\p{P}\p{S}\p{Z}\p{C}\s]/gu, '');
  return DIGRAPHS.reduce((key, [pattern, letter]) => key.replace(pattern, letter), folded);
}
