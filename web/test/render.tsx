import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18n, { type Language } from '../src/i18n';
import { UiProvider } from '../src/ui/theme/providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** UI language for this render; defaults to nl_BE (the product default). */
  language?: Language;
}

/**
 * Renders with the same providers as the app: MUI theme, date-picker localization
 * (date-fns, nl-BE), i18next and the notification (snackbar) provider.
 */
export function renderWithProviders(ui: ReactElement, { language = 'nl_BE', ...options }: RenderWithProvidersOptions = {}): RenderResult {
  // Synchronous (resources are inline); in act() because components of an earlier render may re-render.
  if (i18n.language !== language) act(() => void i18n.changeLanguage(language));
  const Wrapper = ({ children }: { children: ReactNode }) => <UiProvider disableRipple>{children}</UiProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}

export * from '@testing-library/react';
