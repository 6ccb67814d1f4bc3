import { expect, type Page } from '@playwright/test';

/** A phone: iPhone 12-14 sized viewport with touch (issue 20's phone layout). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Targets allowed below 44x44 px, each with its reason (WCAG 2.5.5 exempts inline
 * targets in a sentence): links inside running text, where the line of text is the target.
 */
const ALLOWED_SMALL = [
  'a link inside a sentence (display: inline within a paragraph)',
  'a visually hidden helper (1x1 px)',
  'a box or switch whose label beside it makes the pair 44x44',
] as const;

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Checks the page as a phone shows it now: nothing wider than the screen (no
 * sideways scroll) and every visible control at least 44x44 px, except the
 * ALLOWED_SMALL kinds; then saves a screenshot for a person to look at.
 */
export async function expectPhoneFriendly(page: Page, name: string, shotsDir: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  // The screen as the phone shows it (a full-page capture resizes the viewport, which drops touch emulation).
  await page.screenshot({ path: `${shotsDir}/phone-${name}.png` });
  expect(widths.scroll, `${name}: no horizontal scrolling`).toBeLessThanOrEqual(widths.inner);
  const small: SmallTarget[] = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"]';
    const found: SmallTarget[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden helpers (1px clip) are not targets anyone taps.
      if (box.width <= 2 && box.height <= 2) continue;
      // A link in a sentence: the line of text is the target (WCAG 2.5.5 "inline").
      if (el.tagName === 'A' && style.display === 'inline' && el.closest('p')) continue;
      // A control with its label (a box, a switch): tapping either toggles it, so the two are one target.
      const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      const target = label
        ? {
            width: Math.max(box.right, label.right) - Math.min(box.left, label.left),
            height: Math.max(box.bottom, label.bottom) - Math.min(box.top, label.top),
          }
        : box;
      if (target.width >= 43.5 && target.height >= 43.5) continue;
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      found.push({
        what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${text}"`,
        width: Math.round(target.width),
        height: Math.round(target.height),
      });
    }
    return found;
  });
  expect(small, `${name}: tap targets under 44x44 px (allowed: ${ALLOWED_SMALL.join('; ')})`).toEqual([]);
}
