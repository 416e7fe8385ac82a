import { renderWithApollo, type RenderOptions } from '../core/testing';
import { AppRoutes } from './app-routes';

/** Renders the whole application at a route (a test helper, not a test file). */
export function renderApp(options: RenderOptions = {}) {
  return renderWithApollo(<AppRoutes />, options);
}
