/** Registers this site's hydration directives (src/directives/): `client:afterload` and `client:intent`. */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
    'client:intent'?: boolean;
  }
}

const directive = (name: string, file: string) => ({ name, entrypoint: fileURLToPath(new URL(`../directives/${file}`, import.meta.url)) });

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective(directive('afterload', 'afterLoad.ts'));
        addClientDirective(directive('intent', 'intent.ts'));
      },
    },
  };
}
