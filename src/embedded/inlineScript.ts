/**
 * A script written into the page itself, for the few lines that must run while the page is parsed: a function from
 * src/inline/ called with its arguments, as its own text, minified. The function may use nothing outside itself.
 */
import { transform } from 'esbuild';

/** Each call minified once: every page of a build writes the same few (the thank-you's, the shared scripts' loader). */
const minified = new Map<string, Promise<string>>();

export function inlineCall<Args extends unknown[]>(run: (...args: Args) => unknown, ...args: Args): Promise<string> {
  const call = `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  if (!minified.has(call))
    minified.set(
      call,
      transform(call, { minify: true }).then(({ code }) => code.trim()),
    );
  return minified.get(call)!;
}
