import type { Page } from '@playwright/test';

/**
 * What the page shows cut off at the screen's right edge: each outermost element that reaches past it,
 * unless it sits in something meant to scroll sideways (a tab strip, a table, the calendar's grid), in an
 * off-screen fixed layer (a closed menu, a toast), or is hidden for screen readers only. A page whose body
 * cannot scroll sideways hides such an element rather than showing a scroll bar, so this looks at every
 * element, not only at the page's width.
 */
export function cutOffElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The layout's width: a phone zooms out to show a page wider than the screen, which widens innerWidth.
    const edge = document.documentElement.clientWidth + 1;
    const excused = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed') return true;
        if (a !== el && (style.overflowX === 'auto' || style.overflowX === 'scroll')) return true;
        if (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const cut: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || box.right <= edge) continue;
      const parent = el.parentElement?.getBoundingClientRect();
      if ((parent && parent.right > edge) || excused(el)) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      cut.push(
        `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} ends at ${Math.round(box.right)} px: "${text}"`,
      );
    }
    return cut;
  });
}
