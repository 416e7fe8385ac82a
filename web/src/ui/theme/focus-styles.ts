import type { Theme } from '@mui/material/styles';

/** The class of a form's sticky Save bar (FormSubmitBar): the form's focused fields keep clear of it. */
export const FORM_SUBMIT_BAR_CLASS = 'form-submit-bar';

/**
 * Keyboard focus that shows and is never hidden (WCAG 2.4.7, 2.4.11): MUI's focus ripple on a
 * text or outlined button is faint, so every button, checkbox and icon button gets an outline;
 * a field scrolled to by Tab stops above a form's sticky Save bar instead of under it.
 */
export const focusStyles = (theme: Theme) => ({
  '.MuiButtonBase-root.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
  [`form:has(> .${FORM_SUBMIT_BAR_CLASS}) :focus`]: { scrollMarginBottom: 64 },
});
