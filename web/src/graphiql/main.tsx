import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import i18n from '../i18n';
import { createFetcher } from './fetcher';
import { REPORT_EXAMPLES } from './examples';

const DEFAULT_QUERY = `# ${i18n.t('app:graphiql.queryComment')}
query WhoAmI {
  me {
    userName
    displayName
    roles
    capabilities { manageUsers managePeriodDates approvePrices deleteOrders }
  }
}
`;

function Hint() {
  return (
    <div
      style={{
        padding: '6px 12px',
        fontSize: 13,
        background: '#1f4e79',
        color: '#fff',
        display: 'flex',
        gap: 16,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <strong>Backoffice · GraphQL</strong>
      <span>{i18n.t('app:graphiql.session')}</span>
      <span>
        {i18n.t('app:graphiql.apiClients')} <code>Authorization: Bearer &lt;token&gt;</code> {i18n.t('app:graphiql.fromLogin')} <code>login</code>.
      </span>
      <a href="/" style={{ color: '#fff', marginLeft: 'auto' }}>
        {i18n.t('app:graphiql.back')}
      </a>
    </div>
  );
}

const root = document.getElementById('graphiql');
if (!root) throw new Error('graphiql.html lacks <div id="graphiql">');

createRoot(root).render(
  <StrictMode>
    <Hint />
    <div style={{ flex: 1, minHeight: 0 }}>
      <GraphiQL
        fetcher={createFetcher(import.meta.env.VITE_GRAPHQL_URL || '/graphql')}
        defaultQuery={DEFAULT_QUERY}
        // the report builders' examples of the README, one tab each (when no tabs are remembered yet)
        defaultTabs={[
          { query: DEFAULT_QUERY },
          ...REPORT_EXAMPLES.map((e) => ({ query: `# ${e.title}\n${e.query}\n`, variables: e.variables ? JSON.stringify(e.variables, null, 2) : null })),
        ]}
      />
    </div>
  </StrictMode>,
);
