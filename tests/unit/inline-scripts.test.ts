/**
 * The inlining rule, checked from the source (eslint.config.mjs checks where imports come from): Astro writes a
 * component's <script> into the page only while no other script or island shares a module with it. So each
 * module of src/inline/ belongs to one component's script (or to the one script the build writes into pages); two scripts that need the same value take it from the
 * markup their component renders, not from a shared module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');
const inline = path.join(src, 'inline');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** Value imports (not `import type`) of src/inline/ modules, by module name, in code or a component's scripts. */
function inlineImports(code: string, from: string): string[] {
  return [...code.matchAll(/^\s*import\s+(?!type\b)[^'"]*from\s+'([^']+)'/gm)]
    .map(([, specifier]) => (specifier.startsWith('~/') ? path.join(src, specifier.slice(2)) : path.resolve(from, specifier)))
    .filter((file) => file.startsWith(inline + path.sep))
    .map((file) => path.basename(file).replace(/\.ts$/, ''));
}

/** The inline modules a script reaches, its own imports and theirs. */
function reach(modules: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    inlineImports(readFileSync(path.join(inline, `${name}.ts`), 'utf8'), inline).forEach(visit);
  };
  modules.forEach(visit);
  return seen;
}

it("each module of src/inline/ is used by one component's script", () => {
  const users = new Map<string, string[]>();
  for (const file of filesUnder(src).filter((f) => f.endsWith('.astro'))) {
    const scripts = [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    for (const name of reach(scripts.flatMap((code) => inlineImports(code, path.dirname(file))))) {
      users.set(name, [...(users.get(name) ?? []), path.relative(src, file)]);
    }
  }
  // A component that writes a function's own text into the page (inlineCall, src/embedded/inlineScript.ts): that
  // function's module is there for that script.
  for (const file of filesUnder(src).filter((f) => f.endsWith('.astro'))) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    for (const [, fn] of front.matchAll(/inlineCall\((\w+)/g)) {
      const from = new RegExp(`^import\\s+\\{[^}]*\\b${fn}\\b[^}]*\\}\\s+from\\s+'[^']+';$`, 'm').exec(front)?.[0] ?? '';
      for (const name of inlineImports(from, path.dirname(file))) users.set(name, [...(users.get(name) ?? []), path.relative(src, file)]);
    }
  }
  // The build writes one script into pages itself (src/integrations/finishHtml.ts): its module is there for that.
  for (const file of filesUnder(path.join(src, 'integrations'))) {
    for (const name of inlineImports(readFileSync(file, 'utf8'), path.dirname(file)))
      users.set(name, [...(users.get(name) ?? []), path.relative(src, file)]);
  }
  const shared = [...users].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
  expect(shared, 'an inline module shared by scripts makes them script files').toEqual([]);
  // Every module of the folder is there for a script.
  const modules = readdirSync(inline).map((file) => file.replace(/\.ts$/, ''));
  expect(modules.filter((name) => !users.has(name))).toEqual([]);
});
