import { expect, type Locator, type Page } from '@playwright/test';

/** The search box (Ctrl+K or / from every screen): a dialog with a combobox over a listbox of groups. */
export class SearchBox {
  readonly dialog: Locator;
  readonly input: Locator;
  readonly results: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Alles zoeken' });
    this.input = this.dialog.getByRole('combobox', { name: /^Zoek orders/ });
    this.results = this.dialog.getByRole('listbox', { name: 'Resultaten' });
  }

  /** Opens it with the keyboard: Control+K, or `/` (outside a text field). */
  async open(keys: 'Control+K' | '/' = 'Control+K'): Promise<void> {
    await this.page.keyboard.press(keys);
    await expect(this.input).toBeFocused();
    await expect(this.input).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  }

  /** Types the text and waits until the active option is a hit of that kind whose text holds `shows`. */
  async find(text: string, group: string, shows: string | RegExp): Promise<void> {
    await this.input.fill('');
    await this.page.keyboard.type(text);
    const active = this.results.getByRole('option', { selected: true });
    await expect(active).toContainText(shows);
    await expect(this.results.getByRole('group', { name: group })).toContainText(shows);
  }

  group(name: string): Locator {
    return this.results.getByRole('group', { name });
  }
}
