import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18n, { isLanguage, DEFAULT_LANGUAGE } from '../../i18n';
import { createAppTheme } from './theme';
import { NotificationProvider } from '../notify';

export interface UiProviderProps {
  children: ReactNode;
  /** Renders MUI's CssBaseline (default true). */
  cssBaseline?: boolean;
  /** No ripple effects (tests). */
  disableRipple?: boolean;
}

function LanguageAwareProviders({ children, cssBaseline = true, disableRipple = false }: UiProviderProps) {
  const { i18n: instance } = useTranslation(); // re-renders when the language changes
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  const theme = useMemo(() => createAppTheme(language, { disableRipple }), [language, disableRipple]);
  return (
    <ThemeProvider theme={theme}>
      {cssBaseline && <CssBaseline />}
      <NotificationProvider>{children}</NotificationProvider>
    </ThemeProvider>
  );
}

/**
 * Everything the shared UI needs around it: i18next, the language-dependent MUI theme and
 * the toast (useNotify) provider. (Date-picker localization lives in DateField.) The app wraps its router in it.
 */
export function UiProvider({ children, ...options }: UiProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageAwareProviders {...options}>{children}</LanguageAwareProviders>
    </I18nextProvider>
  );
}
