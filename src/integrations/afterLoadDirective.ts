/** Registers `client:afterload` (src/integrations/afterLoad.ts). */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}

export default function afterLoadDirective(): AstroIntegration {
  return {
    name: 'client-afterload',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterload', entrypoint: fileURLToPath(new URL('./afterLoad.ts', import.meta.url)) });
      },
    },
  };
}
