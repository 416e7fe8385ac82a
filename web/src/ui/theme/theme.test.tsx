import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { CellIconButton } from '../row-actions/cell-icon-button';
import { createAppTheme } from './theme';

describe('the theme', () => {
  it("is styled once for the whole app by the theme, in the theme's colours", () => {
    const theme = createAppTheme('nl_BE');
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
    expect(typeof overrides).toBe('function');
    const styles = (overrides as (t: typeof theme) => Record<string, Record<string, unknown>>)(theme);
    expect(styles['.cell-icon-button']).toMatchObject({
      width: 30,
      height: 30,
      color: theme.palette.action.active,
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.light}` },
    });
    expect(styles['.cell-icon-button-error']).toMatchObject({ color: theme.palette.error.main });
    // and it is in the page: a cell button gets the palette's grey
    renderWithProviders(<CellIconButton icon="edit" aria-label="Order 412 bewerken" title="Bewerken" onClick={() => undefined} />);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Order 412 bewerken' })).color).toBe(
      theme.palette.action.active.replace(/\s/g, '').replace(/,/g, ', '),
    );
  });
});
