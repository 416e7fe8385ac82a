/**
 * Reference data: Belgian and Dutch customers and suppliers (some suppliers with a demurrage
 * flag), transporters, shipping lines calling at Antwerp and Rotterdam, units, product groups,
 * document types, VAT codes, and the products traded (commodities by the tonne).
 */
import { required } from '../lib/required';
import type { Queryable } from '../db';
import type { SeedContext, Seeder } from './context';
import { kilogramsPerSalesUnit, PURCHASE_UNITS_APART } from './units';

export const SPECIAL_CUSTOMER = { code: '99999998', name: 'Nog te plannen' };
export const OWN_TRANSPORT = { code: '99999999', name: 'Eigen vervoer / franco' };

const CUSTOMER_NAMES = [
  ['Agrifeed Gent NV', 'Gent', 'BE'],
  ['Van Hoorebeke Veevoeders', 'Eeklo', 'BE'],
  ['Mengvoeders De Schelde', 'Antwerpen', 'BE'],
  ['Brouwerij Het Anker', 'Mechelen', 'BE'],
  ['Vandemoortele Feed', 'Izegem', 'BE'],
  ['Coöperatie Agrifirm', 'Apeldoorn', 'NL'],
  ['ForFarmers Lochem', 'Lochem', 'NL'],
  ['De Heus Voeders', 'Barneveld', 'NL'],
  ['Biomassa Centrale Rodenhuize', 'Gent', 'BE'],
  ['Zuivelhoeve Limburg', 'Hasselt', 'BE'],
  ['Bakkerij Vermeiren', 'Lier', 'BE'],
  ['Maalderij Dossche', 'Deinze', 'BE'],
  ['Hendrix Genetics Boxmeer', 'Boxmeer', 'NL'],
  ['Agravis Benelux', 'Roermond', 'NL'],
  ['Voeders Algoet', 'Ichtegem', 'BE'],
  ['Aveve Landbouw', 'Leuven', 'BE'],
  ['Raiffeisen Kempen', 'Geel', 'BE'],
  ['Molens Van Eeckhout', 'Tielt', 'BE'],
  ['Trouw Nutrition Putten', 'Putten', 'NL'],
  ['Schils Voeders', 'Sittard', 'NL'],
  ['Veevoeders Dumoulin', 'Andenne', 'BE'],
  ['Tessenderlo Agri', 'Tessenderlo', 'BE'],
  ['Nuscience Drongen', 'Drongen', 'BE'],
  ['Brand Mengvoeders', 'Deurne', 'NL'],
] as const;

const SUPPLIER_NAMES = [
  ['Cargill Grains Antwerp', true],
  ['ADM Rotterdam Oilseeds', true],
  ['Louis Dreyfus Company Ghent', true],
  ['Bunge Europoort', true],
  ['Sucrerie Tirlemontoise', false],
  ['Alco Bio Fuel Gent', false],
  ['Vandemoortele Lipids', false],
  ['Cosun Beet Company', false],
  ['Agrifirm Grondstoffen', false],
  ['Boortmalt Antwerpen', true],
  ['Soufflet Malt Belgium', false],
  ['Avebe Foxhol', false],
  ['Viterra Rotterdam', true],
  ['Glencore Agriculture Gent', true],
  ['Tiense Suiker Pulp', false],
  ['Oleon Ertvelde', false],
] as const;

const TRANSPORTERS = [
  ['T0001', 'Transport Verbeke'],
  ['T0002', 'H.Essers'],
  ['T0003', 'Van Moer Logistics'],
  ['T0004', 'Bakker Transport Ede'],
  ['T0005', 'Vos Logistics'],
  ['T0006', 'Danser Binnenvaart'],
  ['T0007', 'Contargo Waterway'],
  ['T0008', 'Transport Dockx'],
  ['T0009', 'Jan de Rijk Logistics'],
  ['T0010', 'Kloosterboer Vlissingen'],
] as const;

const SHIPPING_COMPANIES = [
  ['MSC', 'Mediterranean Shipping Company'],
  ['MAEU', 'Maersk'],
  ['CMDU', 'CMA CGM'],
  ['HLCU', 'Hapag-Lloyd'],
  ['ONEY', 'Ocean Network Express'],
  ['EGLV', 'Evergreen'],
  ['COSU', 'COSCO Shipping'],
  ['YMLU', 'Yang Ming'],
] as const;

const UNITS = [
  ['TON', 'Ton'],
  ['KG', 'Kilogram'],
  ['M3', 'Kubieke meter'],
  ['ST', 'Stuk'],
  ['PAL', 'Pallet'],
  ['BB', 'Big bag'],
  ['CTR', 'Container'],
  ['LTR', 'Liter'],
] as const;

const PRODUCT_GROUPS = [
  ['GRAAN', 'Granen'],
  ['OLIE', 'Oliehoudende zaden en schroot'],
  ['BIJPR', 'Bijproducten'],
  ['MOUT', 'Mout en moutkiemen'],
  ['SUIKER', 'Suiker en pulp'],
  ['VET', 'Vetten en oliën'],
  ['BIOM', 'Biomassa'],
] as const;

const PRODUCT_TYPES = [
  [1, 'Handel'],
  [2, 'Commissie'],
  [3, 'Tijdelijk'],
] as const;

/** The third entry is the default type of an order upload (spec 02 §2.3). */
const DOCUMENT_TYPES = [
  [1, 'Pakbon'],
  [2, 'CMR'],
  [3, 'Vrachtbrief'],
  [4, 'Weegbon'],
  [5, 'Analysecertificaat'],
  [6, 'Overig'],
] as const;

const VAT_CODES = [
  ['1', 'BTW 21%', 21],
  ['2', 'BTW 6%', 6],
  ['3', 'BTW 0% intracommunautair', 0],
  ['4', 'BTW verlegd', 0],
  ['12', 'BTW 21% standaard inkoop', 21],
] as const;

/** Commodities with their usual group, units and how they are described. */
const COMMODITIES = [
  ['Tarwe', 'GRAAN', 'Voedertarwe'],
  ['Maïs', 'GRAAN', 'Voedermaïs'],
  ['Gerst', 'GRAAN', 'Wintergerst'],
  ['Triticale', 'GRAAN', 'Triticale'],
  ['Sojaschroot', 'OLIE', 'Sojaschroot 48% HP'],
  ['Raapzaadschroot', 'OLIE', 'Raapzaadschroot 00'],
  ['Zonnebloemschroot', 'OLIE', 'Zonnebloemschroot 36%'],
  ['Tarwegries', 'BIJPR', 'Tarwegries'],
  ['Bierbostel', 'BIJPR', 'Natte bierbostel'],
  ['DDGS', 'BIJPR', 'Gedroogde distillers grains'],
  ['Moutkiemen', 'MOUT', 'Moutkiemen pellets'],
  ['Brouwgerstmout', 'MOUT', 'Pilsmout'],
  ['Bietenpulp', 'SUIKER', 'Geperste bietenpulp'],
  ['Melasse', 'SUIKER', 'Rietmelasse'],
  ['Palmpitschilfers', 'VET', 'Palmpitschilfers'],
  ['Sojaolie', 'VET', 'Ruwe sojaolie'],
  ['Houtpellets', 'BIOM', 'Houtpellets ENplus A1'],
  ['Zonnebloempitdoppen', 'BIOM', 'Zonnebloempitdoppen pellets'],
] as const;

export interface SeededReference {
  customers: string[];
  suppliers: { code: string; demurrage: boolean }[];
  transporters: string[];
  products: { id: number; supplier: string; customer: string; salesUnit: string; purchaseUnit: string }[];
}

export async function seedReference(db: Queryable, ctx: SeedContext): Promise<SeededReference> {
  const random = ctx.random('reference');
  const customers: string[] = [];
  for (const [i, [name, city, country]] of CUSTOMER_NAMES.entries()) {
    const code = String(100001 + i);
    const note = random.chance(0.25)
      ? random.pick([
          'Levering enkel op werkdagen tussen 7u en 15u.',
          'Altijd weegbon meesturen.',
          'Betaalt op 60 dagen; facturen naar boekhouding@klant.test.',
          'Silo 3 is buiten gebruik tot nader bericht.',
        ])
      : null;
    const postal = country === 'BE' ? String(random.int(1000, 9990)) : `${random.int(1000, 9999)} ${random.pick(['AB', 'KL', 'TR', 'XZ'])}`;
    await db.query(
      'insert into customers (code, name, note, address_line1, postal_code, city, country, vat_percentage, language) values ($1,$2,$3,$4,$5,$6,$7,$8,$9)',
      [
        code,
        name,
        note,
        `${random.pick(['Industrieweg', 'Havenlaan', 'Kanaalstraat', 'Molenweg', 'Stationsstraat'])} ${random.int(1, 240)}`,
        postal,
        city,
        country,
        country === 'BE' ? 21 : 0,
        country === 'BE' ? 'NL' : random.pick(['NL', 'EN']),
      ],
    );
    customers.push(code);
  }
  await db.query('insert into customers (code, name, country) values ($1, $2, $3)', [SPECIAL_CUSTOMER.code, SPECIAL_CUSTOMER.name, 'BE']);

  const suppliers: SeededReference['suppliers'] = [];
  for (const [i, [name, demurrage]] of SUPPLIER_NAMES.entries()) {
    const code = String(200001 + i);
    const description = `Levering ${name.split(' ')[0]} ${random.pick(['bulk', 'containers', 'binnenvaart'])}`;
    const vatCode = random.pick(['1', '2', '12']);
    const country = random.chance(0.5) ? 'BE' : 'NL';
    // a Dutch supplier invoices a Belgian trader without VAT (intra-community); a Belgian one at 21 % or 6 % (feed)
    await db.query('insert into suppliers (code, name, demurrage, default_description, default_vat_code, country) values ($1,$2,$3,$4,$5,$6)', [
      code,
      name,
      demurrage,
      description,
      country === 'NL' ? '3' : vatCode,
      country,
    ]);
    suppliers.push({ code, demurrage });
  }

  for (const [code, name] of [...TRANSPORTERS, [OWN_TRANSPORT.code, OWN_TRANSPORT.name]])
    await db.query('insert into transporters (code, name) values ($1, $2)', [code, name]);
  for (const [code, name] of SHIPPING_COMPANIES) await db.query('insert into shipping_companies (code, name) values ($1, $2)', [code, name]);
  for (const [code, name] of UNITS) await db.query('insert into units (code, name) values ($1, $2)', [code, name]);
  for (const [code, name] of PRODUCT_GROUPS) await db.query('insert into product_groups (code, name) values ($1, $2)', [code, name]);
  for (const [id, name] of PRODUCT_TYPES) await db.query('insert into product_types (id, name) values ($1, $2)', [id, name]);
  for (const [i, [id, name]] of DOCUMENT_TYPES.entries())
    await db.query('insert into document_types (id, name, position) values ($1, $2, $3)', [id, name, i + 1]);
  for (const [code, description, percentage] of VAT_CODES)
    await db.query('insert into vat_codes (code, description, percentage) values ($1, $2, $3)', [code, description, percentage]);

  const { rows: approvers } = await db.query<{ id: string }>(
    "select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'Administrator' order by u.email",
  );
  const productCount = ctx.count({ small: 60, demo: 300, large: 1000, huge: 1000 });
  const products: SeededReference['products'] = [];
  const taken = new Set<string>();
  for (let i = 0; products.length < productCount && i < productCount * 5; i++) {
    const [product, group, description] = random.pick(COMMODITIES);
    const supplier = random.pick(suppliers).code;
    const customer = random.pick(customers);
    const key = `${product}|${supplier}|${customer}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const salesUnit = random.chance(0.85) ? 'TON' : random.pick(['KG', 'M3', 'BB', 'CTR']);
    // bought in the sales unit, or by the tonne or kilogram (a weight that needs no conversion factor)
    const purchaseUnit = random.chance(0.8) ? salesUnit : random.pick(PURCHASE_UNITS_APART);
    const code = `P${String(10001 + products.length).padStart(6, '0')}`;
    const { rows } = await db.query<{ id: number }>(
      `insert into products (code, supplier_code, customer_code, product, description, sales_unit, purchase_unit, product_group, product_type, kilogram, note, approver_id, temporary)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) returning id`,
      [
        code,
        supplier,
        customer,
        product,
        description,
        salesUnit,
        purchaseUnit,
        group,
        random.chance(0.9) ? 1 : random.pick([2, 3]),
        salesUnit === 'TON' ? 1000 : kilogramsPerSalesUnit(salesUnit, random.next()),
        random.chance(0.15) ? 'Analyse vereist bij elke levering.' : null,
        approvers.length ? random.pick(approvers).id : null,
        random.chance(0.03),
      ],
    );
    products.push({ id: required(rows[0], 'the new product').id, supplier, customer, salesUnit, purchaseUnit });
  }
  return { customers, suppliers, transporters: TRANSPORTERS.map(([code]) => code), products };
}

/** After users: the approvers are users. */
export const seeder: Seeder = { domain: 'reference', after: ['users'], seed: seedReference };
