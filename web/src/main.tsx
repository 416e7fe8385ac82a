import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks <div id="root">');

createRoot(root).render(
  <StrictMode>
    <AppProviders
      config={{
        monthEndReportUrl: import.meta.env.VITE_MONTH_END_REPORT_URL || '',
        graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
      }}
    >
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
