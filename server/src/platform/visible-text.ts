// What a reader sees of a text. Default-ignorable characters (zero-width spaces and joiners, the word
// joiner, the Hangul filler, a byte-order mark) draw nothing: a name made of them only looks blank, and a
// name padded with them is longer than it looks. Required fields and lengths are judged on what is seen.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text without invisible characters, trimmed ("" for a text that shows nothing). */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

/**
 * Whether the text shows `min` to `max` characters (code points seen), with at most as many again invisible
 * ones riding along (emoji joiners and variation selectors), so none pads a text past its limit unseen.
 */
export function visibleLengthWithin(value: string, min: number, max: number): boolean {
  const seen = [...visibleText(value)].length;
  return seen >= min && seen <= max && [...value].length <= 2 * max;
}

/**
 * Characters no name may hold: control characters (line breaks, tabs, BEL...) and the bidirectional controls
 * (embeddings, overrides, isolates and marks), with which "\u202Enimda" shows as "admin". Emoji joiners
 * (ZWJ) and variation selectors are neither, so emoji stay possible.
 */
const CONTROLS = /[\p{Cc}\p{Bidi_Control}]/u;

/** Whether the text holds a control or bidirectional control character (see CONTROLS). */
export function hasControlCharacters(value: string): boolean {
  return CONTROLS.test(value);
}
