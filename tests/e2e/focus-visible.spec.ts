import { relayIsExample } from '../../src/site.config';
import { expect, test } from './fixtures';

/**
 * WCAG 2.4.11 (Focus not obscured): a keyboard user tabbing through a form on a small phone always sees the
 * control they are on, never hidden behind the sticky header, the OUR BRANCHES bar or the floating button.
 */
const forms = ['/contact', '/enquiry'];

for (const width of [320, 390]) {
  for (const path of forms) {
    test(`tabbing through the form on ${path} at ${width} px keeps each control in sight`, async ({ page }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.goto(path);
      const form = page.locator('main form').first();
      await form.getByRole('textbox').first().focus();
      const seen: string[] = [];
      for (let step = 0; step < 40; step++) {
        const inForm = await form.evaluate((f) => f.contains(document.activeElement));
        if (!inForm) break;
        const name = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return el.getAttribute('name') ?? el.textContent?.trim() ?? el.tagName;
        });
        seen.push(name);
        // The bars slide in and out (0.25 s), so the verdict is read once they have settled.
        await expect.poll(() => page.evaluate(coveringElement), { message: `${name} at ${width} px`, timeout: 3000 }).toBe('clear');
        await page.keyboard.press('Tab');
      }
      // The walk went through every field of the form, and past the send button where it can be pressed (a preview's
      // is disabled: it does not deliver, RelayForm.astro), so every control was checked.
      const fields = await form
        .locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
        .evaluateAll((controls) => controls.filter((c) => (c as HTMLElement).offsetParent !== null).map((c) => c.getAttribute('name')!));
      expect(fields.length).toBeGreaterThan(3);
      expect(seen, seen.join(' → ')).toEqual(expect.arrayContaining(fields));
      expect(
        seen.some((name) => /^send/i.test(name)),
        seen.join(' → '),
      ).toBe(!relayIsExample);
    });
  }
}

/** What covers part of the focused control ("clear" when nothing does). */
function coveringElement(): string {
  const el = document.activeElement as HTMLElement;
  // A link that wraps is judged by its first line, not the box around all its lines.
  const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
  // Its top edge at least is on screen (a tall text area may run below it, as the browser scrolled it).
  if (r.top < 0 || r.top > window.innerHeight - 24) return `${el.tagName} is off screen`;
  // A grid across the control, kept off its rounded corners (where a hit test finds the parent instead).
  const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.25, 0.75].map((fy) => [r.left + fx * r.width, r.top + fy * r.height]));
  for (const [x, y] of points) {
    if (y > window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== el && !el.contains(hit)) {
      const owner = hit.closest('header, footer, aside, nav, [class*="bar"], [class*="float"]') ?? hit;
      return `covered by <${owner.tagName.toLowerCase()} class="${owner.className}">`;
    }
  }
  return 'clear';
}
