/**
 * Dropdowns: the accounting package's relations, units, transporters, shipping lines and VAT
 * codes (application `accounting`), and the business's own lists (application `backoffice`).
 * Answers are `Items` of key/value pairs as the old client read them; transporters use
 * capitalised Key and Value, customers carry a note, suppliers a demurrage flag.
 */
import { defineProcedure, refuse, type Procedure } from '../registry';
import { payload, text } from '../validation';

type Row = Record<string, unknown>;

function dropdown(application: 'backoffice' | 'accounting', name: string, sql: string, map: (row: Row) => Row) {
  return defineProcedure({
    application,
    name,
    kind: 'read',
    payload: payload({}),
    async handler({ db }) {
      const { rows } = await db.query<Row>(sql);
      return { Items: rows.map(map) };
    },
  });
}

const keyValue = (row: Row) => ({ key: row.code ?? row.id, value: row.name });

export const procedures: Procedure[] = [
  dropdown('accounting', 'getCustomersDropdown', 'select code, name, note from customers order by name', (r) => ({
    key: r.code,
    value: r.name,
    note: r.note ?? '',
  })),
  dropdown('accounting', 'getSuppliersDropdown', 'select code, name, demurrage from suppliers order by name', (r) => ({
    key: r.code,
    value: r.name,
    demurrage: r.demurrage ? 'True' : 'False',
  })),
  dropdown('accounting', 'getTransportersDropdown', 'select code, name from transporters order by name', (r) => ({ Key: r.code, Value: r.name })),
  dropdown('accounting', 'getShippingCompaniesDropdown', 'select code, name from shipping_companies order by name', keyValue),
  dropdown('accounting', 'getUnitsDropdown', 'select code, name from units order by code', keyValue),
  dropdown('accounting', 'getVatCodesDropdown', 'select code, description, percentage from vat_codes order by code', (r) => ({
    key: r.code,
    value: r.description,
    percentage: Number(r.percentage),
  })),
  dropdown('accounting', 'getSalesUnitsDropdown', 'select code, name from units order by code', keyValue),
  dropdown('backoffice', 'getProductGroupsDropdown', 'select code, name from product_groups order by name', keyValue),
  dropdown('backoffice', 'getProductTypesDropdown', 'select id, name from product_types order by id', keyValue),
  dropdown('backoffice', 'getDocumenttypesDropdown', 'select id, name from document_types order by position', keyValue),
  defineProcedure({
    application: 'accounting',
    name: 'getDefaultVatCode',
    kind: 'read',
    payload: payload({ supplier: text({ max: 40 }) }),
    async handler({ db }, { supplier }) {
      // a supplier's, or a transporter's (transport purchase invoices)
      const { rows } = await db.query<{ default_vat_code: string | null }>(
        'select default_vat_code from suppliers where code = $1 union all select default_vat_code from transporters where code = $1',
        [supplier],
      );
      const [supplierRow] = rows;
      if (!supplierRow) return refuse('Supplier not found');
      return { Items: [{ VatCode: supplierRow.default_vat_code ?? '' }] };
    },
  }),
  defineProcedure({
    application: 'backoffice',
    name: 'getPurchaseDescription',
    kind: 'read',
    payload: payload({ supplier: text({ max: 40 }) }),
    async handler({ db }, { supplier }) {
      const { rows } = await db.query<{ default_description: string | null }>(
        'select default_description from suppliers where code = $1 union all select default_description from transporters where code = $1',
        [supplier],
      );
      const [supplierRow] = rows;
      if (!supplierRow) return refuse('Supplier not found');
      return { Items: [{ description: supplierRow.default_description ?? '', Description: supplierRow.default_description ?? '' }] };
    },
  }),
];
