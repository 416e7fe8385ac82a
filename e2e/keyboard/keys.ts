import type { Locator, Page } from '@playwright/test';

/**
 * The flow's only way to act on the page: page.keyboard, counted. `typed` are the characters of
 * the values typed; `presses` every other key press (Tab, Enter, a chord counts once).
 */
export class CountedKeys {
  presses = 0;
  typed = 0;
  tabs = 0;
  /** `presses` at named points of the flow. */
  readonly marks: Record<string, number> = {};

  constructor(readonly page: Page) {}

  mark(name: string): void {
    this.marks[name] = this.presses;
  }

  async press(key: string): Promise<void> {
    this.presses++;
    if (key === 'Tab' || key === 'Shift+Tab') this.tabs++;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tab (or Shift+Tab, for what is above) until the locator has the focus, as a keyboard user reaches a control. */
  /** Saves the form in front with Ctrl+S where its Save button offers it, else by Tab to Save and Enter. */
  async save(button: Locator): Promise<void> {
    if ((await button.getAttribute('aria-keyshortcuts'))?.split(' ').includes('Control+S')) return this.press('Control+S');
    await this.tabTo(button);
    await this.press('Enter');
  }

  async tabTo(target: Locator, maxPresses = 120, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
    for (let i = 0; i < maxPresses; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.press(key);
    }
    throw new Error(`Could not reach ${target} with Tab in ${maxPresses} presses`);
  }
}

/** Counts every pointer and mouse press in the page, from before its first script. */
export async function countPointerPresses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pointerPresses: number };
    w.__pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown']) window.addEventListener(type, () => void w.__pointerPresses++, { capture: true });
  });
}

export async function pointerPresses(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __pointerPresses: number }).__pointerPresses);
}
