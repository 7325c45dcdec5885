/**
 * A script written into the page itself, for the few lines that must run while the page is parsed: a function from
 * src/inline/ called with its arguments, as its own text, minified. The function may use nothing outside itself.
 */
import { transform } from 'esbuild';

export async function inlineCall<Args extends unknown[]>(run: (...args: Args) => unknown, ...args: Args): Promise<string> {
  const call = `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  return (await transform(call, { minify: true })).code.trim();
}
