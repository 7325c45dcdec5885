/**
 * The language switcher lists the published languages only: a release with no translation reviewed yet (English
 * alone) shows no switcher at all, rather than a menu of one.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';

const published = vi.hoisted(() => ({ locales: ['en', 'hi', 'mr'] as string[] }));
vi.mock('~/site.config', async (original) => ({
  ...(await original<typeof import('~/site.config')>()),
  get publishedLocales() {
    return published.locales;
  },
}));

const render = async (props: Record<string, unknown>) => {
  type Component = Parameters<AstroContainer['renderToString']>[0];
  const { default: LanguageSwitcher } = (await import('~/components/shell/LanguageSwitcher.astro')) as { default: Component };
  const container = await AstroContainer.create();
  return container.renderToString(LanguageSwitcher, { props, request: new Request('http://localhost/about') });
};

describe('the language switcher', () => {
  it('links the same page in each published language', async () => {
    published.locales = ['en', 'hi', 'mr'];
    const html = await render({ list: true });
    expect([...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(['/about', '/hi/about', '/mr/about']);
  });

  it.each([{ list: true }, {}])('is not there while English is the only language published (%o)', async (props) => {
    published.locales = ['en'];
    expect((await render(props)).trim()).toBe('');
  });
});
