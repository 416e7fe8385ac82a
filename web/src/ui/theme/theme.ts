import { createTheme, type Theme } from '@mui/material/styles';
import { nlNL as coreNl, enUS as coreEn } from '@mui/material/locale';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import type { Language } from '../../i18n';
import { cellIconButtonStyles } from '../row-actions/cell-icon-button';
import { focusStyles } from './focus-styles';

// Calm, professional back-office look: neutral greys, one deep blue, small radii,
// dense controls so tables and forms show a lot without scrolling.
const base = {
  palette: {
    mode: 'light' as const,
    primary: { main: '#1f4e79', light: '#4a76a8', dark: '#123456', contrastText: '#ffffff' },
    secondary: { main: '#5b6b7b' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    warning: { main: '#ed6c02' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5b6673' },
    divider: '#e0e4e8',
  },
  shape: { borderRadius: 6 },
  spacing: 8,
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    fontSize: 13,
    h1: { fontSize: '1.6rem', fontWeight: 600 },
    h2: { fontSize: '1.4rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1.15rem', fontWeight: 600 },
    h5: { fontSize: '1.05rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
  components: {
    // classes styled once for the whole app instead of a styled component per table row
    MuiCssBaseline: { styleOverrides: (theme: Theme) => ({ ...cellIconButtonStyles(theme), ...focusStyles(theme) }) },
    MuiButton: { defaultProps: { size: 'small' as const, disableElevation: true } },
    MuiIconButton: { defaultProps: { size: 'small' as const } },
    MuiTextField: { defaultProps: { size: 'small' as const, variant: 'outlined' as const } },
    MuiFormControl: { defaultProps: { size: 'small' as const } },
    MuiSelect: { defaultProps: { size: 'small' as const } },
    MuiAutocomplete: { defaultProps: { size: 'small' as const } },
    MuiToggleButtonGroup: { defaultProps: { size: 'small' as const } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // The window never scrolls (the screen's main area does: AppShell), so a modal has nothing to
    // lock; the lock's styles on <body> made the browser lay out the whole page, the grid's
    // hundreds of cells included, on every open and close of a panel, dialog or menu.
    MuiModal: { defaultProps: { disableScrollLock: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
    MuiDialogTitle: { styleOverrides: { root: { fontSize: '1.05rem', fontWeight: 600 } } },
    MuiTableCell: { styleOverrides: { root: { padding: '6px 10px' } } },
    MuiDataGrid: {
      defaultProps: { density: 'compact' as const },
      styleOverrides: {
        root: { border: 'none', backgroundColor: '#ffffff', fontSize: 13 },
        columnHeaders: { backgroundColor: '#f7f9fb' },
        columnHeaderTitle: { fontWeight: 600 },
        cell: { '&:focus-within': { outline: '2px solid #4a76a8', outlineOffset: -2 } },
      },
    },
  },
};

export interface AppThemeOptions {
  /** Turns off ripples (their timers only add noise in jsdom tests). */
  disableRipple?: boolean;
}

/**
 * The theme for one UI language: MUI core texts follow it. The DataGrid and date-picker texts
 * are set where those components are used (DataTable, DateField), so the first screen does
 * not load them.
 */
export function createAppTheme(language: Language = 'nl_BE', { disableRipple = false }: AppThemeOptions = {}): Theme {
  const extra = disableRipple ? { components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } } : {};
  return language === 'en_US' ? createTheme(base, extra, coreEn) : createTheme(base, extra, coreNl);
}

export const theme = createAppTheme('nl_BE');
export default theme;
