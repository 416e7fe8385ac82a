import { useCallback, useState } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DataTable, toListVariables, type DataTableColumn, type ListVariables, type TableQuery, type TableSetup } from '../../ui/data-table';
import { renderWithApollo, type Mock } from '../testing';
import { useServerList, type ServerTableProps } from './use-server-list';

interface Thing {
  __typename: 'Thing';
  id: string;
  name: string;
}
interface ThingsData {
  things: { __typename: 'ThingList'; totalCount: number; nodes: Thing[]; totals: { __typename: 'ThingTotals'; count: number } };
}
type ThingsVariables = { show: string } & Partial<ListVariables>;

// A list query of the list convention, independent of the product's schema.
const ThingsDocument: TypedDocumentNode<ThingsData, ThingsVariables> = gql`
  query Things($show: String!, $filter: ThingFilter, $sort: [ThingSort!], $page: ListPage) {
    things(show: $show, filter: $filter, sort: $sort, page: $page) {
      totalCount
      totals {
        count
      }
      nodes {
        id
        name
      }
    }
  }
`;

const COLUMNS: DataTableColumn<Thing>[] = [
  { field: 'id', headerName: 'Id', type: 'id', width: 80 },
  { field: 'name', headerName: 'Naam', width: 200 },
];

const TABLE: TableSetup<Thing> = { id: 'things', columns: COLUMNS, defaultSort: { field: 'id', direction: 'asc' } };

const thing = (id: string, name: string): Thing => ({ __typename: 'Thing', id, name });
const answer = (nodes: Thing[], totalCount = nodes.length) => ({
  data: { things: { __typename: 'ThingList', totalCount, nodes, totals: { __typename: 'ThingTotals', count: totalCount } } },
});

function Things({ show, onTable }: { show: string; onTable?: (table: ServerTableProps<Thing>) => void }) {
  const list = useServerList({
    query: ThingsDocument,
    variables: useCallback((query: TableQuery) => ({ show, ...toListVariables(query) }), [show]),
    list: (data: ThingsData) => data.things,
    exportName: 'Dingen',
    table: TABLE,
  });
  onTable?.(list.table);
  return (
    <>
      <DataTable aria-label="Dingen" {...list.table} />
      <output aria-label="totaal">{list.list?.totals.count ?? '…'}</output>
    </>
  );
}

/** The list of Things, whose table may be left out: its first page is asked all the same. */
function FirstThings({ withTable }: { withTable: boolean }) {
  const list = useServerList({
    query: ThingsDocument,
    variables: useCallback((query: TableQuery) => ({ show: 'OPEN', ...toListVariables(query) }), []),
    list: (data: ThingsData) => data.things,
    exportName: 'Dingen',
    table: TABLE,
  });
  return (
    <>
      {withTable && <DataTable aria-label="Dingen" {...list.table} />}
      <output aria-label="totaal">{list.list?.totals.count ?? '…'}</output>
    </>
  );
}

/** The screen's own filter switched by the user (a rerender would lose renderWithApollo's providers). */
function SwitchingThings() {
  const [show, setShow] = useState('OPEN');
  return (
    <>
      <button type="button" onClick={() => setShow('DONE')}>
        Afgewerkt tonen
      </button>
      <Things show={show} />
    </>
  );
}

const rowNames = () =>
  within(screen.getByRole('grid', { name: 'Dingen' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

describe('useServerList', () => {
  it("asks the list with the table's query and the screen's own filter, shows the page and answers the list with its totals", async () => {
    const asked: ThingsVariables[] = [];
    const mocks: Mock[] = [
      {
        request: {
          query: ThingsDocument,
          variables: (v: Record<string, unknown>) => {
            asked.push(v as ThingsVariables);
            return v.show === 'OPEN';
          },
        },
        result: answer([thing('1', 'Tarwe'), thing('2', 'Gerst')], 42),
      },
    ];
    renderWithApollo(<Things show="OPEN" />, { mocks });
    await waitFor(() => expect(rowNames()).toEqual(['Tarwe', 'Gerst']), { timeout: 15_000 });
    expect(screen.getByRole('status', { name: 'totaal' })).toHaveTextContent('42');
    expect(asked[0]).toMatchObject({
      show: 'OPEN',
      filter: { search: null, join: 'AND', conditions: [] },
      sort: [{ field: 'ID', direction: 'ASC' }],
      page: { offset: 0, limit: 25 },
    });
  }, 20_000);

  it("asks the first page at the screen's first render, and once: the table's report of the same query asks nothing more", async () => {
    const asked: ThingsVariables[] = [];
    const mock = (): Mock => ({
      request: {
        query: ThingsDocument,
        variables: (v: Record<string, unknown>) => {
          asked.push(v as ThingsVariables);
          return true;
        },
      },
      result: answer([thing('1', 'Tarwe'), thing('2', 'Gerst')], 42),
      maxUsageCount: 5,
    });
    // without a table to report a query, the list is asked all the same
    const { unmount } = renderWithApollo(<FirstThings withTable={false} />, { mocks: [mock()] });
    await waitFor(() => expect(screen.getByRole('status', { name: 'totaal' })).toHaveTextContent('42'), { timeout: 15_000 });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ sort: [{ field: 'ID', direction: 'ASC' }], page: { offset: 0, limit: 25 } });
    unmount();

    asked.length = 0;
    renderWithApollo(<FirstThings withTable />, { mocks: [mock()] });
    await waitFor(() => expect(rowNames()).toEqual(['Tarwe', 'Gerst']), { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // a second request would have left by now
    expect(asked).toHaveLength(1);
  }, 30_000);

  it('keeps the last page on screen while another is asked, and says a failure in words with a retry that asks again', async () => {
    const user = userEvent.setup({ delay: null });
    const mocks: Mock[] = [
      { request: { query: ThingsDocument, variables: (v: Record<string, unknown>) => v.show === 'OPEN' }, result: answer([thing('1', 'Tarwe')]) },
      {
        request: { query: ThingsDocument, variables: (v: Record<string, unknown>) => v.show === 'DONE' },
        result: { errors: [new GraphQLError('provider down', { extensions: { code: 'PROVIDER_UNAVAILABLE' } })] },
      },
      { request: { query: ThingsDocument, variables: (v: Record<string, unknown>) => v.show === 'DONE' }, result: answer([thing('9', 'Mais')]) },
    ];
    renderWithApollo(<SwitchingThings />, { mocks });
    await waitFor(() => expect(rowNames()).toEqual(['Tarwe']), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Afgewerkt tonen' }));
    // while the next answer is on its way the last page stays
    expect(rowNames()).toEqual(['Tarwe']);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('De achterliggende toepassing is niet bereikbaar');
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(rowNames()).toEqual(['Mais']), { timeout: 15_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('exports through the same query, a page of the size asked at a time, never from the cache', async () => {
    const pages: unknown[] = [];
    let table: ServerTableProps<Thing> | undefined;
    const mocks: Mock[] = [
      {
        request: { query: ThingsDocument, variables: (v: Record<string, unknown>) => (v.page as { limit: number }).limit === 25 },
        result: answer([thing('1', 'Tarwe')], 3),
      },
      {
        request: {
          query: ThingsDocument,
          variables: (v: Record<string, unknown>) => {
            pages.push(v.page);
            return v.show === 'OPEN' && (v.filter as { search: string | null }).search === 'mais';
          },
        },
        result: answer([thing('9', 'Mais')], 3),
        maxUsageCount: 2,
      },
    ];
    const exports = new Set<unknown>();
    renderWithApollo(
      <Things
        show="OPEN"
        onTable={(t) => {
          table = t;
          exports.add(t.exportTo);
        }}
      />,
      { mocks },
    );
    await waitFor(() => expect(rowNames()).toEqual(['Tarwe']), { timeout: 15_000 });
    expect(table?.exportTo.name).toBe('Dingen');
    // one export for every render, though the screen writes its `list` inline (a new one each render)
    expect(exports.size).toBe(1);
    const query: TableQuery = { search: 'mais', filters: { join: 'and', conditions: [] }, sort: [], page: 0, pageSize: 25 };
    await expect(table?.exportTo.fetchPage?.(query, 0, 1000)).resolves.toEqual({ rows: [thing('9', 'Mais')], totalCount: 3 });
    // asked again, not answered from the cache
    await expect(table?.exportTo.fetchPage?.(query, 1000, 1000)).resolves.toEqual({ rows: [thing('9', 'Mais')], totalCount: 3 });
    expect(pages.slice(-2)).toEqual([
      { offset: 0, limit: 1000 },
      { offset: 1000, limit: 1000 },
    ]);
  }, 20_000);
});
