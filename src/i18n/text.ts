/**
 * What interface text is to the code that says it: a function from a key ("<group>.<key>") and the values of its
 * `{placeholders}` to the words in the page's language. The build reads the words (src/content-readers/interfaceText.ts);
 * src/lib/ and the islands take the function, or its words, from the page.
 */
export type TextValues = Record<string, string | number>;
export type Text = (key: string, values?: TextValues) => string;
