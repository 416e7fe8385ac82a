import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** What a screen that failed to render shows instead of a white page: words and a way back. */
function RenderFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }} role="alert">
      <Typography variant="h5" component="h1">
        {t('renderError.title')}
      </Typography>
      <Alert severity="error">{t('renderError.text')}</Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onRetry}>
          {t('renderError.retry')}
        </Button>
        <Button component={RouterLink} to="/sales-order" variant="outlined">
          {t('renderError.home')}
        </Button>
      </Stack>
    </Stack>
  );
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; the user sees the translated message.
    console.error('A screen failed to render', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RenderFailed onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/**
 * One error boundary per route: a render error (or a screen's code that fails to load) in one
 * screen shows a translated message with a way back, and going to another URL starts afresh.
 * Another URL of the same route (an overview opening an order's panel at /sales-order/412) keeps
 * the screen as it is: keyed by the URL, the boundary made the overview mount again on every
 * open and close of a panel, losing its page, search and filters and asking for its list again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
