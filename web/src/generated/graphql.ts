/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in time, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
  /**
   * An exact decimal number carried as a string with a point (`"1234.56"`). Used for money, prices,
   * quantities and amounts, which are never binary floats.
   */
  Decimal: { input: string; output: string; }
  /** An e-mail address. */
  EmailAddress: { input: string; output: string; }
  /** A calendar date without time, `yyyy-MM-dd`. The provider's empty dates (1900-01-01, 1970-01-01) arrive as null. */
  LocalDate: { input: string; output: string; }
};

/** Step one of adding a line: the product and the sales quantity. Prices come from the approved price lists. */
export type AddSalesOrderLineInput = {
  /** The product. */
  productId: Scalars['ID']['input'];
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
  /** Quantity sold (step 0.001). */
  salesQuantity: Scalars['Decimal']['input'];
  /** Set when the user unlocked a completed order. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new text line. */
export type AddSalesOrderTextLineInput = {
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
  /** Required. */
  text: Scalars['String']['input'];
  /** Set when the user unlocked a completed order. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Adds a transport (usually a chosen `TransportCandidate`) to a line. */
export type AddSalesOrderTransportInput = {
  /** Container number (ISO 6346). */
  container?: InputMaybe<Scalars['String']['input']>;
  /** The line the transport carries. */
  lineId: Scalars['ID']['input'];
  /** Packing slip number. */
  packingSlip?: InputMaybe<Scalars['String']['input']>;
  /** The transport price. */
  price: Scalars['Decimal']['input'];
  /** Required unless the transporter is own transport (99999999). */
  pricingType?: InputMaybe<PricingType>;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
  /** Shipping document number. */
  shippingDocument?: InputMaybe<Scalars['String']['input']>;
  /** The transport company. */
  transporterCode: Scalars['ID']['input'];
  /** Set when the user unlocked a completed order. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * An order line whose order loads within a changed price's period, offered for repricing: its order
 * is not invoiced yet and the price list's price for its loading day differs from its price. For
 * transport prices it is a transport of an order (its id is the transport's id).
 */
export type AffectedOrderLine = {
  __typename?: 'AffectedOrderLine';
  /** The price on the line now. */
  currentPrice?: Maybe<Scalars['Decimal']['output']>;
  /** The order line's id (for transport: the transport's id); pass it to repriceOrderLines. */
  id: Scalars['ID']['output'];
  /** The order's loading date. */
  loadingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The price the price list gives for the line's loading date, proposed as its new price. */
  newPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Transport only: how the transport is charged. */
  pricingType?: Maybe<PricingType>;
  /** The line's product code. */
  productCode?: Maybe<Scalars['String']['output']>;
  /** The line's product description. */
  productDescription?: Maybe<Scalars['String']['output']>;
  /** The line's purchase or sales quantity (for transport: the line's purchase quantity, if any). */
  quantity?: Maybe<Scalars['Decimal']['output']>;
  /** The sales order the line belongs to. */
  salesOrderId?: Maybe<Scalars['ID']['output']>;
};

/**
 * A member of staff as an approver of product prices: only the id and name, so that any signed-in
 * user may see who approves (the full User is for user administration).
 */
export type Approver = {
  __typename?: 'Approver';
  /** The approver's id. */
  id: Scalars['ID']['output'];
  /** The approver's user name. */
  userName: Scalars['String']['output'];
};

/** A document to attach to an order. */
export type AttachSalesOrderDocumentInput = {
  /** The file and its document type. */
  document: SalesOrderDocumentInput;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
};

/** Who may use a field marked with @auth. */
export type AuthRequirement =
  /** Administrators only. */
  | 'ADMINISTRATOR'
  /** Users who are not Orderverwerker only (the spec hides user administration from them). */
  | 'NOT_ORDERVERWERKER'
  /** No session needed. */
  | 'PUBLIC'
  /** Any signed-in user. */
  | 'SIGNED_IN';

/** Derived permissions of the signed-in user. */
export type Capabilities = {
  __typename?: 'Capabilities';
  /** May approve prices (administrators). */
  approvePrices: Scalars['Boolean']['output'];
  /** May delete sales and purchase orders (administrators). */
  deleteOrders: Scalars['Boolean']['output'];
  /** May change period dates (administrators). */
  managePeriodDates: Scalars['Boolean']['output'];
  /** May open user administration (not Orderverwerker). */
  manageUsers: Scalars['Boolean']['output'];
};

/** What changing a password takes. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The password now. */
  currentPassword: Scalars['String']['input'];
  /** The new password (the password policy applies). */
  newPassword: Scalars['String']['input'];
  /** Needed when not signed in (the expired-password flow); defaults to the session's user. */
  userName?: InputMaybe<Scalars['String']['input']>;
};

/** What changing a password answers: whether it worked and the business refusals. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** True when the password was changed. */
  ok: Scalars['Boolean']['output'];
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/**
 * A copy of a product under another supplier, customer or name: the form's values as for a new
 * product. The copy also gets the source's documents and its latest prices (not approved).
 */
export type CopyProductInput = {
  /** An addition to the name (free text). */
  addition?: InputMaybe<Scalars['String']['input']>;
  /** Required for administrators; ignored for others. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  /** The concentration (free text). */
  concentration?: InputMaybe<Scalars['String']['input']>;
  /** Who the product is sold to. */
  customerCode: Scalars['ID']['input'];
  /** The longer product name (Product name column), e.g. `Voedertarwe`. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Further files to attach to the copy. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Kilograms per sales unit. */
  kilogram: Scalars['Decimal']['input'];
  /** The commodity as traded (the Product column), e.g. `Tarwe`. */
  name: Scalars['String']['input'];
  /** Free comments on the product (Note). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The product group (its code). */
  productGroupCode: Scalars['ID']['input'];
  /** The product type (its id). */
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** The unit the supplier invoices in. */
  purchaseUnitCode: Scalars['ID']['input'];
  /** The unit the customer is invoiced in. */
  salesUnitCode: Scalars['ID']['input'];
  /** The product being copied. */
  sourceId: Scalars['ID']['input'];
  /** Who the product is bought from. */
  supplierCode: Scalars['ID']['input'];
};

/** What creating a period date takes. */
export type CreatePeriodDateInput = {
  /** The month (1–12) of the closed period. */
  month: Scalars['Int']['input'];
  /** The date bookings of that period move to. */
  newDate: Scalars['LocalDate']['input'];
  /** The year of the closed period. */
  year: Scalars['Int']['input'];
};

/** A new purchase or sales price. */
export type CreatePriceInput = {
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['input'];
  /** The price in euro. */
  price: Scalars['Decimal']['input'];
  /** The product. */
  productId: Scalars['ID']['input'];
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['input'];
};

/**
 * A new product. Supplier, customer, units, group and kilogram are required (spec §5); the approver
 * is required for administrators and ignored for others.
 */
export type CreateProductInput = {
  /** An addition to the name (free text). */
  addition?: InputMaybe<Scalars['String']['input']>;
  /** Required for administrators; ignored for others. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  /** The concentration (free text). */
  concentration?: InputMaybe<Scalars['String']['input']>;
  /** Who the product is sold to. */
  customerCode: Scalars['ID']['input'];
  /** The longer product name (Product name column), e.g. `Voedertarwe`. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Files uploaded through POST /files (which answers {id}), attached once the product exists. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Kilograms per sales unit. */
  kilogram: Scalars['Decimal']['input'];
  /** The commodity as traded (the Product column), e.g. `Tarwe`. */
  name: Scalars['String']['input'];
  /** Free comments on the product (Note). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The product group (its code). */
  productGroupCode: Scalars['ID']['input'];
  /** The product type (its id). */
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** The unit the supplier invoices in. */
  purchaseUnitCode: Scalars['ID']['input'];
  /** The unit the customer is invoiced in. */
  salesUnitCode: Scalars['ID']['input'];
  /** Who the product is bought from. */
  supplierCode: Scalars['ID']['input'];
};

/** A new sales order. */
export type CreateSalesOrderInput = {
  /** Files to attach to the new order (uploaded first through `POST /files`). */
  documents?: InputMaybe<Array<SalesOrderDocumentInput>>;
  /** The order's fields. */
  order: SalesOrderFields;
};

/** A new transport price. */
export type CreateTransportPriceInput = {
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['input'];
  /** In euro: for the load (block freight) or per unit (unit price). */
  price: Scalars['Decimal']['input'];
  /** Required unless the transporter is own transport (99999999), for which it is ignored. */
  pricingType?: InputMaybe<PricingType>;
  /** The product. */
  productId: Scalars['ID']['input'];
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['input'];
  /** The transporter. */
  transporterCode: Scalars['ID']['input'];
};

/** What creating a user takes. */
export type CreateUserInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** The email. */
  email: Scalars['EmailAddress']['input'];
  /** The first password (the password policy applies). */
  password: Scalars['String']['input'];
  /** The phone number. */
  phoneNumber: Scalars['String']['input'];
  /** The role to give. */
  roleName: Scalars['String']['input'];
};

/** A customer (debtor) in the accounting package. */
export type Customer = {
  __typename?: 'Customer';
  /** The customer's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The special customer 99999998 'Nog te plannen': the order has no real customer yet. */
  isToBePlanned: Scalars['Boolean']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** A note shown to whoever picks this customer on a form. */
  note?: Maybe<Scalars['String']['output']>;
};

/** What deleting answers: the deleted id and the business refusals. */
export type DeletePeriodDatePayload = {
  __typename?: 'DeletePeriodDatePayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** What deleting answers: the deleted id and the business refusals. */
export type DeletePricePayload = {
  __typename?: 'DeletePricePayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The price's product, with its fresh price lists. */
  product?: Maybe<Product>;
  /** REFUSED when the price is approved or used on an order line; NOT_FOUND. */
  userErrors: Array<UserError>;
};

/** What deleting answers: the deleted id and the business refusals. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** REFUSED when the product is used on an order line or booked; NOT_FOUND. */
  userErrors: Array<UserError>;
};

/** The answer of a delete of a part of an order (document, line, transport, text line). */
export type DeleteSalesOrderPartPayload = {
  __typename?: 'DeleteSalesOrderPartPayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The order, to refresh its lists. */
  salesOrder?: Maybe<SalesOrder>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The answer of deleting a sales order. */
export type DeleteSalesOrderPayload = {
  __typename?: 'DeleteSalesOrderPayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** What deleting answers: the deleted id and the business refusals. */
export type DeleteUserPayload = {
  __typename?: 'DeleteUserPayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** One condition of the demurrage filter. */
export type DemurrageCondition = {
  /** The field tested. */
  field: DemurrageField;
  /** How it is tested. */
  operator: FilterOperator;
  /** The value; numbers with a point, dates `yyyy-MM-dd`; the lower bound for BETWEEN. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound for BETWEEN. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of the demurrage list that filters and sorts can name (the row's fields in CONSTANT_CASE). */
export type DemurrageField =
  /** The arrival date. */
  | 'ARRIVAL_DATE'
  /** The container number. */
  | 'CONTAINER'
  /** The customer's name. */
  | 'CUSTOMER'
  /** The days waiting. */
  | 'DAYS_WAITING'
  /** The sales order id. */
  | 'ID'
  /** The picking date. */
  | 'PICKING_DATE'
  /** The pickup reference. */
  | 'PICKUP_REFERENCE'
  /** The product code. */
  | 'PRODUCT_CODE'
  /** The sales quantity. */
  | 'SALES_QUANTITY'
  /** The sales unit code. */
  | 'SALES_UNIT'
  /** The shipping line's name. */
  | 'SHIPPING_COMPANY'
  /** The status (WITHIN_FREE_TIME, FREE_TIME_ENDING, DEMURRAGE, UNKNOWN). */
  | 'STATUS'
  /** The supplier's name. */
  | 'SUPPLIER'
  /** The supplier's code. */
  | 'SUPPLIER_CODE';

/** Narrows the demurrage list: a quick search and conditions. */
export type DemurrageFilter = {
  /** The conditions. */
  conditions?: InputMaybe<Array<DemurrageCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields when left out. */
  searchFields?: InputMaybe<Array<DemurrageField>>;
};

/** The demurrage list (not paged: it holds the containers that wait or waited recently). */
export type DemurrageList = {
  __typename?: 'DemurrageList';
  /** The free days the shipping lines grant, as the provider says (null when it does not say). */
  freeDays?: Maybe<Scalars['Int']['output']>;
  /** The rows, sorted. */
  nodes: Array<DemurrageRow>;
  /** Rows matching the filter. */
  totalCount: Scalars['Int']['output'];
};

/**
 * A container of a demurrage supplier waiting at (or recently picked from) the terminal, on its
 * sales order (spec 02 §2.12). The product columns are the order's first line's.
 */
export type DemurrageRow = {
  __typename?: 'DemurrageRow';
  /** The day the container arrived at the terminal. */
  arrivalDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The container number (ISO 6346). */
  container?: Maybe<Scalars['String']['output']>;
  /** The customer; null when the order has none. */
  customer?: Maybe<Customer>;
  /** Days between arrival and picking (today while not picked yet). */
  daysWaiting?: Maybe<Scalars['Int']['output']>;
  /** The sales order's id (opens the sales order). */
  id: Scalars['ID']['output'];
  /** The day the container is (or was) picked up: the order's loading day; null when not planned yet. */
  pickingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The reference to pick the container up with (Uithaalreferentie, RemoveReference). */
  pickupReference?: Maybe<Scalars['String']['output']>;
  /** The product code of the order's first line. */
  productCode?: Maybe<Scalars['String']['output']>;
  /** The sales order. */
  salesOrder: SalesOrder;
  /** The sales quantity of the order's first line. */
  salesQuantity?: Maybe<Scalars['Decimal']['output']>;
  /** The sales unit of the order's first line. */
  salesUnit?: Maybe<Unit>;
  /** The shipping line (rederij) whose container it is. */
  shippingCompany?: Maybe<ShippingCompany>;
  /** What the row's colour means. */
  status: DemurrageStatus;
  /** The supplier (always one with the demurrage flag). */
  supplier: Supplier;
};

/** A sort key of the demurrage list. */
export type DemurrageSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: DemurrageField;
};

/**
 * What a demurrage row's colour means. The provider decides it from the days the container waits
 * between its arrival at the terminal and its picking, against the free days the shipping line
 * grants (7 in the reference provider: green up to 5 days, orange on days 6 and 7, red after).
 */
export type DemurrageStatus =
  /** Red: past the free period; demurrage is charged. */
  | 'DEMURRAGE'
  /** Orange: the last free days; pick the container up now. */
  | 'FREE_TIME_ENDING'
  /** The provider sent a colour the gateway does not know. */
  | 'UNKNOWN'
  /** Green: well within the free period. */
  | 'WITHIN_FREE_TIME';

/** The kind of a document attached to an order. */
export type DocumentType = {
  __typename?: 'DocumentType';
  /** The document type's id. */
  id: Scalars['ID']['output'];
  /** The document type's name. */
  name: Scalars['String']['output'];
};

/** How the conditions of a list filter are joined. */
export type FilterJoin =
  /** Every condition must hold. */
  | 'AND'
  /** At least one condition must hold. */
  | 'OR';

/** What a filter condition tests. BETWEEN takes value and valueTo (either may be left out); TRUE and FALSE take none. */
export type FilterOperator =
  /** The field lies from value to valueTo, both included. */
  | 'BETWEEN'
  /** The field contains the value (text, case-insensitive). */
  | 'CONTAINS'
  /** The (true/false) field is false. */
  | 'FALSE'
  /** The field equals the value (numbers and dates compared as such). */
  | 'IS'
  /** The (true/false) field is true. */
  | 'TRUE';

/** One condition of a list filter, on one of the list's fields (the field names of its row type). */
export type ListCondition = {
  /** The field tested: one of the list's field names. */
  field: Scalars['String']['input'];
  /** How it is tested. */
  operator: FilterOperator;
  /** Numbers with a point (`1234.5`), dates `yyyy-MM-dd`. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound for BETWEEN. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Narrows a list: a quick search over text fields, and conditions joined by AND or OR. */
export type ListFilter = {
  /** The conditions. */
  conditions?: InputMaybe<Array<ListCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields of the row when left out. */
  searchFields?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A page of a list. limit is at most 10 000. */
export type ListPage = {
  /** Rows to answer (at most 10 000). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip. */
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** A sort key of a list; empty values sort last. */
export type ListSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on: one of the list's field names. */
  field: Scalars['String']['input'];
};

/** What signing in answers: the user, the session token (for API clients) and the business refusals. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The signed-in user; null when refused. */
  me?: Maybe<Me>;
  /**
   * The session token, for API clients that send it as `Authorization: Bearer`. The web client
   * ignores it: it receives the same token as an httpOnly cookie.
   */
  token?: Maybe<Scalars['String']['output']>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** What signing out answers. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True once the session has ended. */
  ok: Scalars['Boolean']['output'];
};

/** The signed-in user, as the session knows them. */
export type Me = {
  __typename?: 'Me';
  /** What the UI may offer; the gateway enforces the same rules on every field. */
  capabilities: Capabilities;
  /** The display name the provider gives (cuserName). */
  displayName?: Maybe<Scalars['String']['output']>;
  /** The user's roles. */
  roles: Array<Role>;
  /** The user's name (their e-mail address). */
  userName: Scalars['String']['output'];
};

/** One condition of the month-end filter. */
export type MonthEndCondition = {
  /** The field tested. */
  field: MonthEndField;
  /** How it is tested; TRUE and FALSE only on the *_BOOKED, NEEDS_TRANSPORT and IS_COMPLETE fields. */
  operator: FilterOperator;
  /** The value; numbers with a point, dates `yyyy-MM-dd`; the lower bound for BETWEEN. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound for BETWEEN. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of the month-end list that filters and sorts can name (the row's fields in CONSTANT_CASE). */
export type MonthEndField =
  /** The item (sales-order line) id. */
  | 'ID'
  /** Every needed side booked (TRUE/FALSE). */
  | 'IS_COMPLETE'
  /** The loading date. */
  | 'LOADING_DATE'
  /** A transport is needed (TRUE/FALSE). */
  | 'NEEDS_TRANSPORT'
  /** The product code. */
  | 'PRODUCT_CODE'
  /** The purchase amount. */
  | 'PURCHASE_AMOUNT'
  /** Purchase booked (TRUE/FALSE). */
  | 'PURCHASE_BOOKED'
  /** The purchase booking number. */
  | 'PURCHASE_BOOKING'
  /** The purchase order id. */
  | 'PURCHASE_ORDER_ID'
  /** The purchase quantity. */
  | 'PURCHASE_QUANTITY'
  /** The sales amount. */
  | 'SALES_AMOUNT'
  /** Sales booked (TRUE/FALSE). */
  | 'SALES_BOOKED'
  /** The sales booking number. */
  | 'SALES_BOOKING'
  /** The sales order id. */
  | 'SALES_ORDER_ID'
  /** The sales quantity. */
  | 'SALES_QUANTITY'
  /** The transport amount. */
  | 'TRANSPORT_AMOUNT'
  /** Transport booked (TRUE/FALSE). */
  | 'TRANSPORT_BOOKED'
  /** The transport booking number. */
  | 'TRANSPORT_BOOKING'
  /** The transport order id. */
  | 'TRANSPORT_ORDER_ID'
  /** The transport quantity. */
  | 'TRANSPORT_QUANTITY';

/** Narrows the month-end list. Everything is applied by the provider, in its database. */
export type MonthEndFilter = {
  /** The conditions (at most 50). */
  conditions?: InputMaybe<Array<MonthEndCondition>>;
  /** Only rows with a missing booking (applied on top of the conditions, whatever the join). */
  incompleteOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** A month `yyyy-MM`: rows whose loading date falls in it. */
  month?: InputMaybe<Scalars['String']['input']>;
  /** true: only rows with a booked purchase invoice; false: only rows without one (not invoiced, or not booked). Applied on top of the conditions. */
  purchaseBooked?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: only rows whose sales order is booked; false: only rows whose sales order is not. Applied on top of the conditions. */
  salesBooked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Every word must occur in the product code or one of the booking numbers (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in instead. */
  searchFields?: InputMaybe<Array<MonthEndField>>;
  /** true: only rows with a booked transport invoice; false: only rows that need a transport and have no booked transport invoice. Applied on top of the conditions. */
  transportBooked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A page of month-end rows with the count and totals of all matching rows. */
export type MonthEndList = {
  __typename?: 'MonthEndList';
  /** The rows of the requested page. */
  nodes: Array<MonthEndRow>;
  /** Rows matching the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
  /** Sums and missing-booking counts over all matching rows. */
  totals: MonthEndTotals;
};

/**
 * One item at month end (spec 02 §2.13): a sales-order line with its three sides and whether each
 * reached accounting. Sales: the order's booking, the line's quantity and amount. Purchase: the
 * supplier's invoice the line is on. Transport: the transporter's invoice of the line's transport
 * (a line without a transport by a real transporter needs none).
 */
export type MonthEndRow = {
  __typename?: 'MonthEndRow';
  /** The item: the sales-order line's id. */
  id: Scalars['ID']['output'];
  /** True when sales and purchase are booked, and the transport too when one is needed. */
  isComplete: Scalars['Boolean']['output'];
  /** The sales order's loading date. */
  loadingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** True when the line has a transport by a real transporter (not own transport), which must be invoiced and booked. */
  needsTransport: Scalars['Boolean']['output'];
  /** The product code of the line. */
  productCode: Scalars['String']['output'];
  /** The amount on the purchase invoice in euro (excl. VAT); null when not invoiced. */
  purchaseAmount?: Maybe<Scalars['Decimal']['output']>;
  /** True when the purchase invoice is booked. */
  purchaseBooked: Scalars['Boolean']['output'];
  /** The purchase invoice's booking number; null when not invoiced or not booked. */
  purchaseBooking?: Maybe<Scalars['String']['output']>;
  /** The supplier's invoice the line is on; null when not invoiced. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /** The supplier's invoice (purchase order) the line is on; null when not invoiced yet. */
  purchaseOrderId?: Maybe<Scalars['ID']['output']>;
  /** The quantity on the purchase invoice (in the purchase unit); null when not invoiced. */
  purchaseQuantity?: Maybe<Scalars['Decimal']['output']>;
  /** The line's sales amount in euro. */
  salesAmount: Scalars['Decimal']['output'];
  /** True when the sales order is booked. */
  salesBooked: Scalars['Boolean']['output'];
  /** The sales order's booking number in the accounting package; null when not booked. */
  salesBooking?: Maybe<Scalars['String']['output']>;
  /** The sales-order line itself; null if it was deleted meanwhile. */
  salesLine?: Maybe<SalesOrderLine>;
  /** The sales order (with its customer, supplier and lines). */
  salesOrder: SalesOrder;
  /** The sales order's id. */
  salesOrderId: Scalars['ID']['output'];
  /** The line's sales quantity (in the product's sales unit). */
  salesQuantity: Scalars['Decimal']['output'];
  /** The amount on the transport invoice in euro (excl. VAT); null when not invoiced. */
  transportAmount?: Maybe<Scalars['Decimal']['output']>;
  /** True when the transport invoice is booked. */
  transportBooked: Scalars['Boolean']['output'];
  /** The transport invoice's booking number; null when not invoiced or not booked. */
  transportBooking?: Maybe<Scalars['String']['output']>;
  /** The transporter's invoice of the line's transport; null when not invoiced or not needed. */
  transportOrder?: Maybe<PurchaseOrder>;
  /** The transporter's invoice (a transport purchase order) of the line's transport; null when none. */
  transportOrderId?: Maybe<Scalars['ID']['output']>;
  /** The quantity on the transport invoice (1 for block freight); null when not invoiced. */
  transportQuantity?: Maybe<Scalars['Decimal']['output']>;
};

/** A sort key of the month-end list. */
export type MonthEndSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: MonthEndField;
};

/**
 * Sums over every row that matches the filter (not only the page). Quantities add up whatever
 * their unit: filter on one product code for a meaningful quantity.
 */
export type MonthEndTotals = {
  __typename?: 'MonthEndTotals';
  /** Rows with at least one missing booking. */
  incompleteRows: Scalars['Int']['output'];
  /** Rows without a booked purchase invoice (not invoiced, or invoiced and not booked). */
  missingPurchaseBookings: Scalars['Int']['output'];
  /** Rows whose sales order is not booked. */
  missingSalesBookings: Scalars['Int']['output'];
  /** Rows that need a transport and have no booked transport invoice. */
  missingTransportBookings: Scalars['Int']['output'];
  /** Sum of the invoiced purchase amounts in euro. */
  purchaseAmount: Scalars['Decimal']['output'];
  /** Sum of the invoiced purchase quantities. */
  purchaseQuantity: Scalars['Decimal']['output'];
  /** Sum of the sales amounts in euro. */
  salesAmount: Scalars['Decimal']['output'];
  /** Sum of the sales quantities. */
  salesQuantity: Scalars['Decimal']['output'];
  /** Sum of the invoiced transport amounts in euro. */
  transportAmount: Scalars['Decimal']['output'];
  /** Sum of the invoiced transport quantities. */
  transportQuantity: Scalars['Decimal']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** @deprecated Placeholder so that domains can extend Mutation. */
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Step one of the add-line dialog: creates the line with the product and sales quantity. */
  addSalesOrderLine: SalesOrderLinePayload;
  /** Adds a text line. Refused on a completed order unless unlocked. */
  addSalesOrderTextLine: SalesOrderTextLinePayload;
  /** Books a transport for a line. Refused on a completed order unless unlocked. */
  addSalesOrderTransport: SalesOrderTransportPayload;
  /** Approves a purchase price. Administrators only. */
  approvePurchasePrice: PurchasePricePayload;
  /** Approves a sales price. Administrators only. */
  approveSalesPrice: SalesPricePayload;
  /** Approves a transport price. Administrators only. */
  approveTransportPrice: TransportPricePayload;
  /** Attaches uploaded files (POST /files) to a product. */
  attachProductDocuments: ProductPayload;
  /** Attaches an uploaded file to an order, with a document type. */
  attachSalesOrderDocument: SalesOrderDocumentPayload;
  /** Changes a password; works without a session for the expired-password flow. */
  changePassword: ChangePasswordPayload;
  /** Creates a copy of a product (same checks as createProduct). */
  copyProduct: ProductPayload;
  /** Copies the order with its lines, transports and text lines; answers the copy. */
  copySalesOrder: SalesOrderPayload;
  /** Creates a period date (one per year and month). */
  createPeriodDate: PeriodDatePayload;
  /**
   * Creates a product: duplicate check on name, supplier and customer first (DUPLICATE, 'Duplicated
   * Product!'), then the product, then each file of fileIds is attached.
   */
  createProduct: ProductPayload;
  /** Adds a purchase price (duplicate check first), then posts a price-change task for the product. */
  createPurchasePrice: PurchasePricePayload;
  /** Creates a sales order (and attaches the given documents). */
  createSalesOrder: SalesOrderPayload;
  /** Adds a sales price (duplicate check first), then posts a price-change task for the product. */
  createSalesPrice: SalesPricePayload;
  /** Adds a transport price (duplicate check first), then posts a price-change task for the product. */
  createTransportPrice: TransportPricePayload;
  /** Creates a user. */
  createUser: UserPayload;
  /** Deletes a period date. */
  deletePeriodDate: DeletePeriodDatePayload;
  /** Deletes a product, unless it is used on an order line or booked (REFUSED). Any signed-in user. */
  deleteProduct: DeleteProductPayload;
  /** Deletes a purchase price unless it is approved or used on an order line. */
  deletePurchasePrice: DeletePricePayload;
  /** Deletes the order with everything on it. Administrators only. */
  deleteSalesOrder: DeleteSalesOrderPayload;
  /** Removes a document from an order. */
  deleteSalesOrderDocument: DeleteSalesOrderPartPayload;
  /** Deletes a line (and its transports). Refused on a completed order unless unlocked. */
  deleteSalesOrderLine: DeleteSalesOrderPartPayload;
  /** Deletes a text line. Refused on a completed order unless unlocked. */
  deleteSalesOrderTextLine: DeleteSalesOrderPartPayload;
  /** Deletes a transport. Refused on a completed order unless unlocked. */
  deleteSalesOrderTransport: DeleteSalesOrderPartPayload;
  /** Deletes a sales price unless it is approved or used on an order line. */
  deleteSalesPrice: DeletePricePayload;
  /** Deactivates the user: they can no longer sign in and leave the list. */
  deleteUser: DeleteUserPayload;
  /**
   * Signs in at the provider. Refusals come back as userErrors carrying the provider's description;
   * an expired password has code PASSWORD_EXPIRED.
   */
  login: LoginPayload;
  /** Ends the session (clears the cookie). */
  logout: LogoutPayload;
  /** Gives the ticked lines of the price-change pop-up their new price (one provider call per line). */
  repriceOrderLines: RepriceOrderLinesPayload;
  /** Sends a product to the accounting package, which gives it a booking number; REFUSED when already booked. */
  sendProductToAccounting: ProductPayload;
  /** Changes a period date. */
  updatePeriodDate: PeriodDatePayload;
  /** Saves an edit of the Change Price screen. */
  updatePriceChange: PriceChangePayload;
  /** Changes a product; refuses DUPLICATE when the new name, supplier and customer are another product's. */
  updateProduct: ProductPayload;
  /** Changes a purchase price (duplicate check first; an approved price needs approval again); answers the order lines to offer for repricing. */
  updatePurchasePrice: PurchasePricePayload;
  /** Changes an order's header fields (same rules as create). */
  updateSalesOrder: SalesOrderPayload;
  /** Step two of the add-line dialog and the edit-line form; applies the amounts rule. */
  updateSalesOrderLine: SalesOrderLinePayload;
  /** Changes a text line's text. */
  updateSalesOrderTextLine: SalesOrderTextLinePayload;
  /** Changes a transport's packing slip, container and shipping document. */
  updateSalesOrderTransport: SalesOrderTransportPayload;
  /** Changes a sales price (duplicate check first; an approved price needs approval again); answers the order lines to offer for repricing. */
  updateSalesPrice: SalesPricePayload;
  /** Changes a transport price's amount and dates; answers the transports to offer for repricing. */
  updateTransportPrice: TransportPricePayload;
  /** Changes a user's phone number and role. */
  updateUser: UserPayload;
};


export type MutationAddSalesOrderLineArgs = {
  input: AddSalesOrderLineInput;
};


export type MutationAddSalesOrderTextLineArgs = {
  input: AddSalesOrderTextLineInput;
};


export type MutationAddSalesOrderTransportArgs = {
  input: AddSalesOrderTransportInput;
};


export type MutationApprovePurchasePriceArgs = {
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationApproveSalesPriceArgs = {
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationApproveTransportPriceArgs = {
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationAttachProductDocumentsArgs = {
  fileIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


export type MutationAttachSalesOrderDocumentArgs = {
  input: AttachSalesOrderDocumentInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCopyProductArgs = {
  input: CopyProductInput;
};


export type MutationCopySalesOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreatePeriodDateArgs = {
  input: CreatePeriodDateInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreatePurchasePriceArgs = {
  input: CreatePriceInput;
};


export type MutationCreateSalesOrderArgs = {
  input: CreateSalesOrderInput;
};


export type MutationCreateSalesPriceArgs = {
  input: CreatePriceInput;
};


export type MutationCreateTransportPriceArgs = {
  input: CreateTransportPriceInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeletePeriodDateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePurchasePriceArgs = {
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationDeleteSalesOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSalesOrderDocumentArgs = {
  fileId: Scalars['ID']['input'];
  salesOrderId: Scalars['ID']['input'];
};


export type MutationDeleteSalesOrderLineArgs = {
  id: Scalars['ID']['input'];
  salesOrderId: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteSalesOrderTextLineArgs = {
  id: Scalars['ID']['input'];
  salesOrderId: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteSalesOrderTransportArgs = {
  id: Scalars['ID']['input'];
  salesOrderId: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDeleteSalesPriceArgs = {
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRepriceOrderLinesArgs = {
  kind: PriceKind;
  lines: Array<RepriceLineInput>;
};


export type MutationSendProductToAccountingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdatePeriodDateArgs = {
  input: UpdatePeriodDateInput;
};


export type MutationUpdatePriceChangeArgs = {
  input: UpdatePriceChangeInput;
};


export type MutationUpdateProductArgs = {
  input: UpdateProductInput;
};


export type MutationUpdatePurchasePriceArgs = {
  input: UpdatePriceInput;
};


export type MutationUpdateSalesOrderArgs = {
  input: UpdateSalesOrderInput;
};


export type MutationUpdateSalesOrderLineArgs = {
  input: UpdateSalesOrderLineInput;
};


export type MutationUpdateSalesOrderTextLineArgs = {
  input: UpdateSalesOrderTextLineInput;
};


export type MutationUpdateSalesOrderTransportArgs = {
  input: UpdateSalesOrderTransportInput;
};


export type MutationUpdateSalesPriceArgs = {
  input: UpdatePriceInput;
};


export type MutationUpdateTransportPriceArgs = {
  input: UpdatePriceInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

/** The answer of the packing slip / shipping document duplicate check. */
export type PackingSlipCheck = {
  __typename?: 'PackingSlipCheck';
  /** True when another line of the same product already uses the number. */
  isDuplicate: Scalars['Boolean']['output'];
  /** The provider's message, to show to the user as it is. */
  message: Scalars['String']['output'];
};

/** What the duplicate check of a packing slip or shipping document looks at. */
export type PackingSlipCheckInput = {
  /** The line being edited, which does not count as a duplicate of itself. */
  excludeLineId?: InputMaybe<Scalars['ID']['input']>;
  /** The order's loading date. */
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The packing slip number to check. */
  packingSlip?: InputMaybe<Scalars['String']['input']>;
  /** The product of the line. */
  productId: Scalars['ID']['input'];
  /** The shipping document number to check. */
  shippingDocument?: InputMaybe<Scalars['String']['input']>;
};

/** A period date: for a year and month, the date that bookings of that period move to (NieuweDatum). */
export type PeriodDate = {
  __typename?: 'PeriodDate';
  /** The period date's id. */
  id: Scalars['ID']['output'];
  /** The month (1–12) of the closed period. */
  month: Scalars['Int']['output'];
  /** The date bookings of that period move to; null when not set. */
  newDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The year of the closed period. */
  year: Scalars['Int']['output'];
};

/** What the change answers: the period date and the business refusals. */
export type PeriodDatePayload = {
  __typename?: 'PeriodDatePayload';
  /** The period date; null when refused. */
  periodDate?: Maybe<PeriodDate>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** A row of the Change Price screen: a purchase, sales or transport price valid on the asked date. */
export type PriceChange = {
  __typename?: 'PriceChange';
  /** Article segment 1: the commodity (Artikel seg 1). */
  articleSegment1?: Maybe<Scalars['String']['output']>;
  /** Article segment 2: the supplier's code. */
  articleSegment2?: Maybe<Scalars['String']['output']>;
  /** Article segment 3: the customer's code. */
  articleSegment3?: Maybe<Scalars['String']['output']>;
  /**
   * The colour the row's text takes, as the provider supplies it (a CSS colour name): red when the
   * price ends within 30 days of the asked date, orange when it is not approved, black otherwise.
   */
  color: Scalars['String']['output'];
  /** The last day the price applies. */
  endDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The price's id within its list (PriceId). */
  id: Scalars['ID']['output'];
  /** Which price list (Soort prijs). */
  kind: PriceKind;
  /** The price in euro. */
  price: Scalars['Decimal']['output'];
  /** The product, when the provider names its id. */
  product?: Maybe<Product>;
  /** The product code. */
  productCode?: Maybe<Scalars['String']['output']>;
  /** The product's name (Product). */
  productName?: Maybe<Scalars['String']['output']>;
  /** The relation the price is agreed with: the supplier, the customer or the transporter (Relatiecode). */
  relationCode?: Maybe<Scalars['String']['output']>;
  /** The supplier, customer or transporter the price belongs to. */
  relationName?: Maybe<Scalars['String']['output']>;
  /** The first day the price applies. */
  startDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The unit the price is per (Eenheid). */
  unit?: Maybe<Scalars['String']['output']>;
};

/** What the change answers: the price change and the business refusals. */
export type PriceChangePayload = {
  __typename?: 'PriceChangePayload';
  /** The id of what was changed; null when refused. */
  updatedId?: Maybe<Scalars['ID']['output']>;
  /** DUPLICATE, INVALID_INPUT, NOT_FOUND. */
  userErrors: Array<UserError>;
};

/** Which price list a price belongs to (the interface's price-kind flag 1, 2, 3). */
export type PriceKind =
  /** Purchase prices. */
  | 'PURCHASE'
  /** Sales prices. */
  | 'SALES'
  /** Transport prices. */
  | 'TRANSPORT';

/** How a transport price is charged (1 Blokvracht, 2 Eenheidsprijs). */
export type PricingType =
  /** Blokvracht: one price for the whole load. */
  | 'BLOCK_FREIGHT'
  /** Eenheidsprijs: a price per unit. */
  | 'UNIT_PRICE';

/**
 * A product as the business trades it: one commodity bought from one supplier and sold to one
 * customer, with its units, its three price lists (purchase, sales, transport) and its documents.
 */
export type Product = {
  __typename?: 'Product';
  /** The booking number in the accounting package, null while the product has not been sent. */
  accountingBooking?: Maybe<Scalars['String']['output']>;
  /** An addition to the name (free text). */
  addition?: Maybe<Scalars['String']['output']>;
  /** The administrator who approves this product's prices. */
  approver?: Maybe<Approver>;
  /**
   * False when the provider refuses deletion: the product is used on an order line or booked in the
   * accounting package (the list's DeleteButton).
   */
  canDelete: Scalars['Boolean']['output'];
  /** The product code (Productcode), given by the provider when the product is created, e.g. `P010001`. */
  code: Scalars['String']['output'];
  /** The concentration (free text). */
  concentration?: Maybe<Scalars['String']['output']>;
  /** Who the product is sold to. */
  customer?: Maybe<Customer>;
  /** The longer product name (Product name column), e.g. `Voedertarwe`. */
  description?: Maybe<Scalars['String']['output']>;
  /** Files attached to the product. */
  documents: Array<ProductDocument>;
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** A temporary product (created from an order for a product that is not yet set up). */
  isTemporary: Scalars['Boolean']['output'];
  /** Kilograms per sales unit. */
  kilogram?: Maybe<Scalars['Decimal']['output']>;
  /** The commodity as traded (the Product column), e.g. `Tarwe`. */
  name: Scalars['String']['output'];
  /** Free comments on the product (Note). */
  note?: Maybe<Scalars['String']['output']>;
  /** The product group. */
  productGroup?: Maybe<ProductGroup>;
  /** The product type; null when none. */
  productType?: Maybe<ProductType>;
  /** The price of the newest-dated purchase price, null when there is none. */
  purchasePrice?: Maybe<Scalars['Decimal']['output']>;
  /** Purchase prices, newest start date first. latest: only the newest-dated one. */
  purchasePrices: Array<PurchasePrice>;
  /** The unit the supplier invoices in. */
  purchaseUnit?: Maybe<Unit>;
  /** The price of the newest-dated sales price, null when there is none. */
  salesPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Sales prices, newest start date first. latest: only the newest-dated one. */
  salesPrices: Array<SalesPrice>;
  /** The unit the customer is invoiced in. */
  salesUnit?: Maybe<Unit>;
  /** Who the product is bought from. */
  supplier?: Maybe<Supplier>;
  /**
   * Transport prices, newest start date first. latest: only the newest-dated one per transporter and
   * pricing type.
   */
  transportPrices: Array<TransportPrice>;
};


/**
 * A product as the business trades it: one commodity bought from one supplier and sold to one
 * customer, with its units, its three price lists (purchase, sales, transport) and its documents.
 */
export type ProductPurchasePricesArgs = {
  latest?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * A product as the business trades it: one commodity bought from one supplier and sold to one
 * customer, with its units, its three price lists (purchase, sales, transport) and its documents.
 */
export type ProductSalesPricesArgs = {
  latest?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * A product as the business trades it: one commodity bought from one supplier and sold to one
 * customer, with its units, its three price lists (purchase, sales, transport) and its documents.
 */
export type ProductTransportPricesArgs = {
  latest?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A file attached to a product. */
export type ProductDocument = {
  __typename?: 'ProductDocument';
  /** Where the gateway serves the file: `/files/<id>`. */
  downloadUrl: Scalars['String']['output'];
  /** The file name as uploaded. */
  fileName: Scalars['String']['output'];
  /** The file's id (the provider's FileStorageId). */
  id: Scalars['ID']['output'];
};

/** A product group (a grouping of products for reports and the accounting package). */
export type ProductGroup = {
  __typename?: 'ProductGroup';
  /** The product group's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The product group's name. */
  name: Scalars['String']['output'];
};

/** One page of products with the number of products that match the filter. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The products of the requested page. */
  nodes: Array<Product>;
  /** How many products match the filter, on all pages. */
  totalCount: Scalars['Int']['output'];
};

/** What the change answers: the product and the business refusals. */
export type ProductPayload = {
  __typename?: 'ProductPayload';
  /** The product; null when refused. */
  product?: Maybe<Product>;
  /** DUPLICATE ('Duplicated Product!'), INVALID_INPUT on a field, NOT_FOUND, REFUSED. */
  userErrors: Array<UserError>;
};

/** A product type. */
export type ProductType = {
  __typename?: 'ProductType';
  /** The product type's id. */
  id: Scalars['ID']['output'];
  /** The product type's name. */
  name: Scalars['String']['output'];
};

/**
 * A purchase order: an invoice a supplier (regular) or a transporter (transport) sent, with its
 * lines taken from sales-order lines or their transports.
 */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** The booking number in the accounting package; null until booked. */
  accountingBooking?: Maybe<Scalars['String']['output']>;
  /** The day it was booked. */
  bookedOn?: Maybe<Scalars['LocalDate']['output']>;
  /** The description. */
  description?: Maybe<Scalars['String']['output']>;
  /** The purchase order's id. */
  id: Scalars['ID']['output'];
  /** The invoice date. */
  invoiceDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The invoice number. */
  invoiceNumber: Scalars['String']['output'];
  /** True for a transporter's invoice. */
  isTransport: Scalars['Boolean']['output'];
  /** The lines taken from sales orders (regular) or their transports (transport invoices). */
  lines: Array<PurchaseOrderLine>;
  /** The supplier's or transporter's code. */
  supplierCode: Scalars['ID']['output'];
  /** The supplier's or transporter's name. */
  supplierName: Scalars['String']['output'];
  /** Total excluding VAT. */
  totalExclVat: Scalars['Decimal']['output'];
  /** Total including VAT. */
  totalInclVat: Scalars['Decimal']['output'];
  /** Total VAT. */
  totalVat: Scalars['Decimal']['output'];
};

/** A line of a purchase order. */
export type PurchaseOrderLine = {
  __typename?: 'PurchaseOrderLine';
  /** The amount excluding VAT. */
  amount: Scalars['Decimal']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The price. */
  price: Scalars['Decimal']['output'];
  /** The product code. */
  productCode?: Maybe<Scalars['String']['output']>;
  /** The quantity. */
  quantity: Scalars['Decimal']['output'];
  /** The sales order the line comes from. */
  salesOrderId?: Maybe<Scalars['ID']['output']>;
  /** The unit code. */
  unitCode?: Maybe<Scalars['String']['output']>;
  /** The VAT amount. */
  vatAmount: Scalars['Decimal']['output'];
};

/** What the company pays the supplier for a product in a period. */
export type PurchasePrice = {
  __typename?: 'PurchasePrice';
  /** False when the price is approved or used on an order line; such a price cannot be deleted. */
  canDelete: Scalars['Boolean']['output'];
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['output'];
  /** The purchase price's id. */
  id: Scalars['ID']['output'];
  /** Approved by an administrator. */
  isApproved: Scalars['Boolean']['output'];
  /** Price per purchase unit, in euro. */
  price: Scalars['Decimal']['output'];
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['output'];
};

/** What the change answers: the purchase price and the business refusals. */
export type PurchasePricePayload = {
  __typename?: 'PurchasePricePayload';
  /** After an update: the product's order lines whose price would change (see AffectedOrderLine). Empty otherwise. */
  affectedLines: Array<AffectedOrderLine>;
  /** The price's product, with its fresh price lists. */
  product?: Maybe<Product>;
  /** The price as saved; null when refused. */
  purchasePrice?: Maybe<PurchasePrice>;
  /** DUPLICATE ('A price is already available for this start date'), INVALID_INPUT, NOT_FOUND, REFUSED. */
  userErrors: Array<UserError>;
};

export type Query = {
  __typename?: 'Query';
  /** Users who can approve prices (the active users), for the Approver field of the product form. */
  approvers: Array<Approver>;
  /** Is the packing slip or shipping document number already used for this product? Answers the provider's message. */
  checkPackingSlip: PackingSlipCheck;
  /** Customers (accounting package), by name. */
  customers: Array<Customer>;
  /**
   * Containers of demurrage suppliers with their waiting days and status, filtered and sorted on
   * the gateway (picking date ascending by default, as the spec's screen). Not paged.
   */
  demurrage: DemurrageList;
  /** Document types in the provider's order; the third is the default for order uploads. */
  documentTypes: Array<DocumentType>;
  /** The signed-in user, or null without a session. */
  me?: Maybe<Me>;
  /**
   * Month end: per item the sales, purchase and transport sides with their bookings. Filtered,
   * sorted and paged by the provider in its database (loading date descending, 100 a page by default,
   * at most 10 000), with totals over all matching rows.
   */
  monthEnd: MonthEndList;
  /** All period dates, by year and month. */
  periodDates: Array<PeriodDate>;
  /** The Change Price screen: every price valid on the date, by start date. */
  priceChanges: Array<PriceChange>;
  /** One product, or null when it does not exist. */
  product?: Maybe<Product>;
  /** Product groups. */
  productGroups: Array<ProductGroup>;
  /** Product types. */
  productTypes: Array<ProductType>;
  /**
   * Products, filtered, sorted and paged. Filter and sort fields: code, name, description,
   * supplierCode, supplierName, customerCode, customerName, productGroupCode, productGroupName,
   * salesUnitCode, salesUnitName, purchaseUnitCode, purchaseUnitName, salesPrice, purchasePrice,
   * kilogram, approverUserName, accountingBooking, canDelete, isTemporary. Default sort: code.
   */
  products: ProductPage;
  /** The roles a user can be given. */
  roles: Array<RoleInfo>;
  /** The products offered on a line for this customer, supplier and loading date. */
  salesItems: Array<SalesItem>;
  /** Units and approved prices of a product on a day (to prefill the line form). */
  salesLinePricing: SalesLinePricing;
  /** One sales order; null when it does not exist. */
  salesOrder?: Maybe<SalesOrder>;
  /**
   * Sales orders, filtered, sorted and paged on the gateway (100 a page, id descending by
   * default). Filter and sort fields: id, customer, supplier, customerReference, loadingDate,
   * arrivalDate, salesUnit, salesQuantity, purchaseUnit, purchaseQuantity, productCode,
   * packingSlip, container, shippingDocument, accountingBooking, isCompleted.
   */
  salesOrders: SalesOrderList;
  /** Shipping lines (rederijen). */
  shippingCompanies: Array<ShippingCompany>;
  /** Suppliers (accounting package), with their demurrage flag. */
  suppliers: Array<Supplier>;
  /** The transporters that can carry a line: transport prices of its product valid on the order's loading date. */
  transportCandidates: Array<TransportCandidate>;
  /** Transporters. */
  transporters: Array<Transporter>;
  /** Units of measure. */
  units: Array<Unit>;
  /** One user; null when unknown. */
  user?: Maybe<User>;
  /** Users; only active ones unless includeInactive. */
  users: Array<User>;
  /** VAT codes with their percentages. */
  vatCodes: Array<VatCode>;
  /** The gateway's version, for health checks from the graph. */
  version: Scalars['String']['output'];
};


export type QueryCheckPackingSlipArgs = {
  input: PackingSlipCheckInput;
};


export type QueryDemurrageArgs = {
  filter?: InputMaybe<DemurrageFilter>;
  sort?: InputMaybe<Array<DemurrageSort>>;
};


export type QueryMonthEndArgs = {
  filter?: InputMaybe<MonthEndFilter>;
  page?: InputMaybe<ListPage>;
  sort?: InputMaybe<Array<MonthEndSort>>;
};


export type QueryPriceChangesArgs = {
  date: Scalars['LocalDate']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ListFilter>;
  page?: InputMaybe<ListPage>;
  sort?: InputMaybe<Array<ListSort>>;
};


export type QuerySalesItemsArgs = {
  customerCode: Scalars['ID']['input'];
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  supplierCode: Scalars['ID']['input'];
};


export type QuerySalesLinePricingArgs = {
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  productId: Scalars['ID']['input'];
};


export type QuerySalesOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySalesOrdersArgs = {
  filter?: InputMaybe<ListFilter>;
  page?: InputMaybe<ListPage>;
  range?: InputMaybe<SalesOrderRange>;
  sort?: InputMaybe<Array<ListSort>>;
};


export type QueryTransportCandidatesArgs = {
  lineId: Scalars['ID']['input'];
  salesOrderId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A ticked line of the price-change pop-up and the price it takes. */
export type RepriceLineInput = {
  /** The new price for the line. */
  newPrice: Scalars['Decimal']['input'];
  /** AffectedOrderLine.id */
  orderLineId: Scalars['ID']['input'];
};

/** What repricing order lines answers: the lines changed and the business refusals. */
export type RepriceOrderLinesPayload = {
  __typename?: 'RepriceOrderLinesPayload';
  /** The lines that took their new price (amounts recomputed as price × quantity). */
  repricedLineIds: Array<Scalars['ID']['output']>;
  /** One per line the provider refused, field `lines.<index>`. */
  userErrors: Array<UserError>;
};

/** The roles a user can hold. Capabilities follow from them; see `Me.capabilities`. */
export type Role =
  /** Administrator: everything, including deleting orders and approving prices. */
  | 'ADMINISTRATOR'
  /** Boekhouding (accounting). */
  | 'BOEKHOUDING'
  /** Orderverwerker (order processing): orders and products; not user administration. */
  | 'ORDERVERWERKER';

/** A role as the provider lists it. */
export type RoleInfo = {
  __typename?: 'RoleInfo';
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** The role's name. */
  name: Scalars['String']['output'];
  /** The role as an enum, null for roles the gateway does not know. */
  role?: Maybe<Role>;
};

/** A product that can go on a line for a customer, supplier and loading date (add-line dialog). */
export type SalesItem = {
  __typename?: 'SalesItem';
  /** The text the dropdown shows. */
  label: Scalars['String']['output'];
  /** True when an approved sales price covers the loading date. */
  priceAvailable: Scalars['Boolean']['output'];
  /** The product offered. */
  product: Product;
};

/** The units and approved prices of a product on a day, to prefill a line. */
export type SalesLinePricing = {
  __typename?: 'SalesLinePricing';
  /** The approved purchase price valid that day; null when there is none. */
  purchasePrice?: Maybe<Scalars['Decimal']['output']>;
  /** The unit the product is bought in. */
  purchaseUnit?: Maybe<Unit>;
  /** The approved sales price valid that day; null when there is none. */
  salesPrice?: Maybe<Scalars['Decimal']['output']>;
  /** The unit the product is sold in. */
  salesUnit?: Maybe<Unit>;
};

/**
 * A sales order: goods a supplier delivers to a customer, with their lines, transports, text lines
 * and documents. Once invoiced it is completed, and its lines, transports and text lines are
 * locked (changes need `unlocked: true`).
 */
export type SalesOrder = {
  __typename?: 'SalesOrder';
  /** The booking number in the accounting package (exactBooking); null until booked. */
  accountingBooking?: Maybe<Scalars['String']['output']>;
  /** The day the container arrives (demurrage suppliers only); null when not set. */
  arrivalDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Free comments. */
  comments?: Maybe<Scalars['String']['output']>;
  /** Container number (ISO 6346) of the first product line (overview column). */
  container?: Maybe<Scalars['String']['output']>;
  /**
   * The customer; null when the order has none. The special customer 99999998 'Nog te plannen'
   * (`isToBePlanned`) means the real customer is still to be planned.
   */
  customer?: Maybe<Customer>;
  /** The customer's reference for this order (Reference customer). */
  customerReference?: Maybe<Scalars['String']['output']>;
  /** Attached documents. */
  documents: Array<SalesOrderDocument>;
  /** The order number. */
  id: Scalars['ID']['output'];
  /** True once the order is invoiced: 'Deze order is al gefactureerd'. Lines, transports and text lines are then locked. */
  isCompleted: Scalars['Boolean']['output'];
  /** A temporary order (on a temporary product); it cannot be invoiced yet. */
  isTemporary: Scalars['Boolean']['output'];
  /** The product lines, in the order they were added. */
  lines: Array<SalesOrderLine>;
  /** The day the goods are loaded; null when not set. */
  loadingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Packing slip number of the first product line (overview column). */
  packingSlip?: Maybe<Scalars['String']['output']>;
  /** The reference to pick the container up with (Uithaalreferentie); demurrage suppliers only. */
  pickupReference?: Maybe<Scalars['String']['output']>;
  /** Product code of the first product line (overview column). */
  productCode?: Maybe<Scalars['String']['output']>;
  /** Purchase quantity of the first product line (overview column). */
  purchaseQuantity?: Maybe<Scalars['Decimal']['output']>;
  /** Purchase unit of the first product line (overview column). */
  purchaseUnit?: Maybe<Unit>;
  /** Sales quantity of the first product line (overview column). */
  salesQuantity?: Maybe<Scalars['Decimal']['output']>;
  /** Sales unit of the first product line (overview column). */
  salesUnit?: Maybe<Unit>;
  /** The shipping line (rederij) carrying the container; demurrage suppliers only. */
  shippingCompany?: Maybe<ShippingCompany>;
  /** Shipping document number of the first product line (overview column 'Shipping'). */
  shippingDocument?: Maybe<Scalars['String']['output']>;
  /** The supplier. */
  supplier: Supplier;
  /** Free text lines printed on the invoice. */
  textLines: Array<SalesOrderTextLine>;
  /** The transports booked for the order's lines. */
  transports: Array<SalesOrderTransport>;
};

/** A file attached to a sales order. */
export type SalesOrderDocument = {
  __typename?: 'SalesOrderDocument';
  /** The kind of document; null when none was given. */
  documentType?: Maybe<DocumentType>;
  /** Where the file downloads, on this gateway (`/files/{fileId}`). */
  downloadUrl: Scalars['String']['output'];
  /** The stored file's id (FileStorageId). */
  fileId: Scalars['ID']['output'];
  /** The file name as uploaded. */
  fileName: Scalars['String']['output'];
};

/** A file uploaded through `POST /files` to attach, with its document type. */
export type SalesOrderDocumentInput = {
  /** Default in the UI: the third document type. */
  documentTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** The id `POST /files` answered. */
  fileId: Scalars['ID']['input'];
};

/** The answer of attaching a document. */
export type SalesOrderDocumentPayload = {
  __typename?: 'SalesOrderDocumentPayload';
  /** The file and its document type. */
  document?: Maybe<SalesOrderDocument>;
  /** The order, to refresh its documents. */
  salesOrder?: Maybe<SalesOrder>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The fields of a sales order form. Rules (spec 02 §5): customer and supplier are required; the
 * customer reference is required unless the customer is 99999998 'Nog te plannen'; for a supplier
 * with the demurrage flag the shipping company and pickup reference are required, and the arrival
 * date is kept only for such suppliers.
 */
export type SalesOrderFields = {
  /** Ignored unless the supplier has the demurrage flag. */
  arrivalDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Free comments. */
  comments?: InputMaybe<Scalars['String']['input']>;
  /** The customer (required; 99999998 for 'Nog te plannen'). */
  customerCode: Scalars['ID']['input'];
  /** The customer's reference; required unless the customer is 99999998. */
  customerReference?: InputMaybe<Scalars['String']['input']>;
  /** The loading date. */
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The pickup reference (Uithaalreferentie); required for demurrage suppliers. */
  pickupReference?: InputMaybe<Scalars['String']['input']>;
  /** The shipping line (rederij); required for demurrage suppliers. */
  shippingCompanyCode?: InputMaybe<Scalars['ID']['input']>;
  /** The supplier (required). */
  supplierCode: Scalars['ID']['input'];
};

/**
 * A product line of a sales order. Amounts follow the rule of spec 02 §5: amount = price ×
 * quantity; the purchase amount is purchase price × sales quantity while the units are equal and
 * nobody changed the purchase quantity by hand.
 */
export type SalesOrderLine = {
  __typename?: 'SalesOrderLine';
  /** Container number (ISO 6346). */
  container?: Maybe<Scalars['String']['output']>;
  /** The line id. */
  id: Scalars['ID']['output'];
  /** Packing slip number. */
  packingSlip?: Maybe<Scalars['String']['output']>;
  /** The product sold. */
  product: Product;
  /** Purchase price × purchase quantity (or × sales quantity, see the type's description). */
  purchaseAmount: Scalars['Decimal']['output'];
  /** Price per purchase unit. */
  purchasePrice: Scalars['Decimal']['output'];
  /** Quantity bought, in the purchase unit (step 0.001). */
  purchaseQuantity: Scalars['Decimal']['output'];
  /** True once the purchase quantity was changed by hand; from then on it no longer follows the sales quantity. */
  purchaseQuantityChanged: Scalars['Boolean']['output'];
  /** The unit the product is bought in. */
  purchaseUnit?: Maybe<Unit>;
  /** The day the line is reported in (ReportingDate); null when not set. */
  reportingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Sales price × sales quantity. */
  salesAmount: Scalars['Decimal']['output'];
  /** Price per sales unit. */
  salesPrice: Scalars['Decimal']['output'];
  /** Quantity sold, in the sales unit (step 0.001). */
  salesQuantity: Scalars['Decimal']['output'];
  /** The unit the product is sold in. */
  salesUnit?: Maybe<Unit>;
  /** Shipping document number. */
  shippingDocument?: Maybe<Scalars['String']['output']>;
};

/** The answer of adding or changing a line. */
export type SalesOrderLinePayload = {
  __typename?: 'SalesOrderLinePayload';
  /** The line, as it is now; null when refused. */
  line?: Maybe<SalesOrderLine>;
  /** The order, to refresh its lists. */
  salesOrder?: Maybe<SalesOrder>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A page of sales orders with the number of orders that match. */
export type SalesOrderList = {
  __typename?: 'SalesOrderList';
  /** The orders of the requested page. */
  nodes: Array<SalesOrder>;
  /** Orders matching the range and filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The answer of a create, update or copy of a sales order. */
export type SalesOrderPayload = {
  __typename?: 'SalesOrderPayload';
  /** The order, as it is now; null when refused. */
  salesOrder?: Maybe<SalesOrder>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Which sales orders `salesOrders` covers. The overview shows the last 6 months unless the user
 * asks for all (spec 02 §2.1).
 */
export type SalesOrderRange =
  /** Every order. */
  | 'ALL'
  /** Orders whose loading date lies within the last 6 months (or that have no loading date yet). */
  | 'LAST_6_MONTHS';

/** A free text line of a sales order. */
export type SalesOrderTextLine = {
  __typename?: 'SalesOrderTextLine';
  /** The text line id. */
  id: Scalars['ID']['output'];
  /** The text (required). */
  text: Scalars['String']['output'];
};

/** The answer of adding or changing a text line. */
export type SalesOrderTextLinePayload = {
  __typename?: 'SalesOrderTextLinePayload';
  /** The order, to refresh its lists. */
  salesOrder?: Maybe<SalesOrder>;
  /** The text line, as it is now; null when refused. */
  textLine?: Maybe<SalesOrderTextLine>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A transport booked for a line of a sales order. */
export type SalesOrderTransport = {
  __typename?: 'SalesOrderTransport';
  /** Container number (ISO 6346). */
  container?: Maybe<Scalars['String']['output']>;
  /** The transport id. */
  id: Scalars['ID']['output'];
  /** The line the transport carries; null when it is not linked to a line. */
  line?: Maybe<SalesOrderLine>;
  /** Packing slip number. */
  packingSlip?: Maybe<Scalars['String']['output']>;
  /** The transport price. */
  price: Scalars['Decimal']['output'];
  /** How the price is meant; null for own transport. */
  pricingType?: Maybe<PricingType>;
  /** Shipping document number. */
  shippingDocument?: Maybe<Scalars['String']['output']>;
  /** The transport company. */
  transporter: Transporter;
};

/** The answer of adding or changing a transport. */
export type SalesOrderTransportPayload = {
  __typename?: 'SalesOrderTransportPayload';
  /** The order, to refresh its lists. */
  salesOrder?: Maybe<SalesOrder>;
  /** The transport, as it is now; null when refused. */
  transport?: Maybe<SalesOrderTransport>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** What the customer pays for a product in a period. */
export type SalesPrice = {
  __typename?: 'SalesPrice';
  /** False when the price is approved or used on an order line; such a price cannot be deleted. */
  canDelete: Scalars['Boolean']['output'];
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['output'];
  /** The sales price's id. */
  id: Scalars['ID']['output'];
  /** Approved by an administrator. */
  isApproved: Scalars['Boolean']['output'];
  /** Price per sales unit, in euro. */
  price: Scalars['Decimal']['output'];
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['output'];
};

/** What the change answers: the sales price and the business refusals. */
export type SalesPricePayload = {
  __typename?: 'SalesPricePayload';
  /** After an update: the product's order lines whose price would change (see AffectedOrderLine). Empty otherwise. */
  affectedLines: Array<AffectedOrderLine>;
  /** The price's product, with its fresh price lists. */
  product?: Maybe<Product>;
  /** The price as saved; null when refused. */
  salesPrice?: Maybe<SalesPrice>;
  /** DUPLICATE ('A price is already available for this start date'), INVALID_INPUT, NOT_FOUND, REFUSED. */
  userErrors: Array<UserError>;
};

/** A shipping line (rederij). */
export type ShippingCompany = {
  __typename?: 'ShippingCompany';
  /** The shipping company's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The shipping company's name. */
  name: Scalars['String']['output'];
};

/** The direction of a sort key. */
export type SortDirection =
  /** Ascending: smallest, earliest, A first. */
  | 'ASC'
  /** Descending: largest, latest, Z first. */
  | 'DESC';

/** A supplier (creditor) in the accounting package. */
export type Supplier = {
  __typename?: 'Supplier';
  /** The supplier's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** Containers from this supplier are tracked for demurrage: orders need a shipping company and pickup reference. */
  hasDemurrage: Scalars['Boolean']['output'];
  /** The supplier's name. */
  name: Scalars['String']['output'];
};

/** A transporter that can carry a line: one of the product's transport prices valid on the loading date. */
export type TransportCandidate = {
  __typename?: 'TransportCandidate';
  /** The transport price. */
  price: Scalars['Decimal']['output'];
  /** How the price is meant; null for own transport. */
  pricingType?: Maybe<PricingType>;
  /** The transport company of the price. */
  transporter: Transporter;
};

/** What a transporter charges for carrying a product in a period. Transport prices are never deleted. */
export type TransportPrice = {
  __typename?: 'TransportPrice';
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['output'];
  /** The transport price's id. */
  id: Scalars['ID']['output'];
  /** Approved by an administrator. */
  isApproved: Scalars['Boolean']['output'];
  /** In euro: for the load (block freight) or per unit (unit price). */
  price: Scalars['Decimal']['output'];
  /** How the price is charged; null for own transport (transporter 99999999). */
  pricingType?: Maybe<PricingType>;
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['output'];
  /** The transporter the price is for. */
  transporter?: Maybe<Transporter>;
};

/** What the change answers: the transport price and the business refusals. */
export type TransportPricePayload = {
  __typename?: 'TransportPricePayload';
  /** After an update: the product's transports of this transporter and pricing type whose price would change. Empty otherwise. */
  affectedLines: Array<AffectedOrderLine>;
  /** The price's product, with its fresh price lists. */
  product?: Maybe<Product>;
  /** The price as saved; null when refused. */
  transportPrice?: Maybe<TransportPrice>;
  /** DUPLICATE, INVALID_INPUT (pricingType: 'Please set pricetype'), NOT_FOUND, REFUSED. */
  userErrors: Array<UserError>;
};

/** A transport company. */
export type Transporter = {
  __typename?: 'Transporter';
  /** The transporter's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The transporter's name. */
  name: Scalars['String']['output'];
  /** False for own transport / franco (99999999), which has no pricing type. */
  needsPricingType: Scalars['Boolean']['output'];
};

/** A unit of measure (ton, kilogram …). */
export type Unit = {
  __typename?: 'Unit';
  /** The unit's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The unit's name. */
  name: Scalars['String']['output'];
};

/** What changing a period date takes. */
export type UpdatePeriodDateInput = {
  /** The period date's id. */
  id: Scalars['ID']['input'];
  /** The month (1–12) of the closed period. */
  month: Scalars['Int']['input'];
  /** The date bookings of that period move to. */
  newDate: Scalars['LocalDate']['input'];
  /** The year of the closed period. */
  year: Scalars['Int']['input'];
};

/** An edit on the Change Price screen. */
export type UpdatePriceChangeInput = {
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['input'];
  /** PriceChange.id */
  id: Scalars['ID']['input'];
  /** Which kind of price it is. */
  kind: PriceKind;
  /** The price in euro. */
  price: Scalars['Decimal']['input'];
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['input'];
};

/** A changed purchase, sales or transport price (transporter and pricing type never change). */
export type UpdatePriceInput = {
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['input'];
  /** The price's id. */
  id: Scalars['ID']['input'];
  /** The price in euro. */
  price: Scalars['Decimal']['input'];
  /** The product the price belongs to. */
  productId: Scalars['ID']['input'];
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['input'];
};

/**
 * Changes to a product. Fields left out (or null) keep their value; an empty text clears a free-text
 * field (description, note, concentration, addition). The approver is changed by administrators only.
 */
export type UpdateProductInput = {
  /** An addition to the name (free text). */
  addition?: InputMaybe<Scalars['String']['input']>;
  /** Administrators only; ignored for others. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  /** The concentration (free text). */
  concentration?: InputMaybe<Scalars['String']['input']>;
  /** Who the product is sold to. */
  customerCode?: InputMaybe<Scalars['ID']['input']>;
  /** The longer product name (Product name column), e.g. `Voedertarwe`. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Files uploaded through POST /files to attach as well. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The product's id. */
  id: Scalars['ID']['input'];
  /** Kilograms per sales unit. */
  kilogram?: InputMaybe<Scalars['Decimal']['input']>;
  /** The commodity as traded (the Product column), e.g. `Tarwe`. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Free comments on the product (Note). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The product group (its code). */
  productGroupCode?: InputMaybe<Scalars['ID']['input']>;
  /** The product type (its id). */
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** The unit the supplier invoices in. */
  purchaseUnitCode?: InputMaybe<Scalars['ID']['input']>;
  /** The unit the customer is invoiced in. */
  salesUnitCode?: InputMaybe<Scalars['ID']['input']>;
  /** Who the product is bought from. */
  supplierCode?: InputMaybe<Scalars['ID']['input']>;
};

/** Changed header fields of a sales order. */
export type UpdateSalesOrderInput = {
  /** The order to change. */
  id: Scalars['ID']['input'];
  /** The order's fields. */
  order: SalesOrderFields;
};

/**
 * Step two and the edit form. The amounts are computed (amount = price × quantity) unless given.
 * A decimal comma is accepted.
 */
export type UpdateSalesOrderLineInput = {
  /** Container number (ISO 6346). */
  container?: InputMaybe<Scalars['String']['input']>;
  /** The line to change. */
  id: Scalars['ID']['input'];
  /** Packing slip number; null clears it. */
  packingSlip?: InputMaybe<Scalars['String']['input']>;
  /** Leave out to apply the amounts rule. */
  purchaseAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** Price per purchase unit. */
  purchasePrice: Scalars['Decimal']['input'];
  /** Quantity bought (step 0.001). */
  purchaseQuantity: Scalars['Decimal']['input'];
  /** The reporting date; null clears it. */
  reportingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Leave out to apply the amounts rule. */
  salesAmount?: InputMaybe<Scalars['Decimal']['input']>;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
  /** Price per sales unit. */
  salesPrice: Scalars['Decimal']['input'];
  /** Quantity sold (step 0.001). */
  salesQuantity: Scalars['Decimal']['input'];
  /** Shipping document number. */
  shippingDocument?: InputMaybe<Scalars['String']['input']>;
  /** Set when the user unlocked a completed order. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A changed text line. */
export type UpdateSalesOrderTextLineInput = {
  /** The text line to change. */
  id: Scalars['ID']['input'];
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
  /** Required. */
  text: Scalars['String']['input'];
  /** Set when the user unlocked a completed order. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The editable fields of a transport. */
export type UpdateSalesOrderTransportInput = {
  /** Container number (ISO 6346). */
  container?: InputMaybe<Scalars['String']['input']>;
  /** The transport to change. */
  id: Scalars['ID']['input'];
  /** Packing slip number. */
  packingSlip?: InputMaybe<Scalars['String']['input']>;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
  /** Shipping document number. */
  shippingDocument?: InputMaybe<Scalars['String']['input']>;
  /** Set when the user unlocked a completed order. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What changing a user takes. */
export type UpdateUserInput = {
  /** The user's id. */
  id: Scalars['ID']['input'];
  /** The phone number. */
  phoneNumber: Scalars['String']['input'];
  /** The role to give. */
  roleName: Scalars['String']['input'];
};

/** A member of staff who can sign in. */
export type User = {
  __typename?: 'User';
  /** False once the user is deactivated. */
  active: Scalars['Boolean']['output'];
  /** The user's e-mail address (the sign-in name). */
  email: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** The user's phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The user's roles. */
  roles: Array<RoleInfo>;
  /** The user's name. */
  userName: Scalars['String']['output'];
};

/**
 * A business refusal: the request was understood but not carried out. `field` names the input field it
 * concerns (null for the whole form), `code` is stable for the UI to translate, `message` is the
 * provider's own text.
 */
export type UserError = {
  __typename?: 'UserError';
  /** A stable code the client translates. */
  code: UserErrorCode;
  /** The input field the refusal concerns; null for the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** The provider's own text of the refusal. */
  message: Scalars['String']['output'];
};

/** Stable codes of business refusals. */
export type UserErrorCode =
  /** Something with the same key already exists. */
  | 'DUPLICATE'
  /** The current password is wrong. */
  | 'INCORRECT_PASSWORD'
  /** E-mail or password is wrong. */
  | 'INVALID_CREDENTIALS'
  /** An input value is not acceptable (see field and message). */
  | 'INVALID_INPUT'
  /** The thing to change no longer exists. */
  | 'NOT_FOUND'
  /** The sales order is completed (invoiced); its lines, transports and text lines change only when the user unlocked it. */
  | 'ORDER_COMPLETED'
  /** The password has expired; it must be changed before signing in. */
  | 'PASSWORD_EXPIRED'
  /** The password and its confirmation differ. */
  | 'PASSWORD_MISMATCH'
  /** The new password does not meet the password policy. */
  | 'PASSWORD_POLICY'
  /** Another business refusal; the message says why. */
  | 'REFUSED';

/** What the change answers: the user and the business refusals. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** The user; null when refused. */
  user?: Maybe<User>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** A VAT code of the accounting package. */
export type VatCode = {
  __typename?: 'VatCode';
  /** The vat code's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The VAT code's description. */
  description: Scalars['String']['output'];
  /** The VAT percentage. */
  percentage: Scalars['Decimal']['output'];
};

export type DemurrageRowFieldsFragment = { __typename?: 'DemurrageRow', id: string, container?: string | null, productCode?: string | null, salesQuantity?: string | null, arrivalDate?: string | null, pickingDate?: string | null, pickupReference?: string | null, daysWaiting?: number | null, status: DemurrageStatus, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type DemurrageQueryVariables = Exact<{ [key: string]: never; }>;


export type DemurrageQuery = { __typename?: 'Query', demurrage: { __typename?: 'DemurrageList', totalCount: number, freeDays?: number | null, nodes: Array<{ __typename?: 'DemurrageRow', id: string, container?: string | null, productCode?: string | null, salesQuantity?: string | null, arrivalDate?: string | null, pickingDate?: string | null, pickupReference?: string | null, daysWaiting?: number | null, status: DemurrageStatus, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null }> } };

export type MonthEndRowFieldsFragment = { __typename?: 'MonthEndRow', id: string, productCode: string, loadingDate?: string | null, salesOrderId: string, salesBooking?: string | null, salesQuantity: string, salesAmount: string, purchaseOrderId?: string | null, purchaseBooking?: string | null, purchaseQuantity?: string | null, purchaseAmount?: string | null, needsTransport: boolean, transportOrderId?: string | null, transportBooking?: string | null, transportQuantity?: string | null, transportAmount?: string | null, isComplete: boolean };

export type MonthEndQueryVariables = Exact<{
  filter?: InputMaybe<MonthEndFilter>;
  sort?: InputMaybe<Array<MonthEndSort> | MonthEndSort>;
  page?: InputMaybe<ListPage>;
}>;


export type MonthEndQuery = { __typename?: 'Query', monthEnd: { __typename?: 'MonthEndList', totalCount: number, nodes: Array<{ __typename?: 'MonthEndRow', id: string, productCode: string, loadingDate?: string | null, salesOrderId: string, salesBooking?: string | null, salesQuantity: string, salesAmount: string, purchaseOrderId?: string | null, purchaseBooking?: string | null, purchaseQuantity?: string | null, purchaseAmount?: string | null, needsTransport: boolean, transportOrderId?: string | null, transportBooking?: string | null, transportQuantity?: string | null, transportAmount?: string | null, isComplete: boolean }>, totals: { __typename?: 'MonthEndTotals', salesQuantity: string, salesAmount: string, purchaseQuantity: string, purchaseAmount: string, transportQuantity: string, transportAmount: string, missingSalesBookings: number, missingPurchaseBookings: number, missingTransportBookings: number, incompleteRows: number } } };

export type PeriodDateRowFragment = { __typename?: 'PeriodDate', id: string, year: number, month: number, newDate?: string | null };

export type PeriodDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PeriodDatesQuery = { __typename?: 'Query', periodDates: Array<{ __typename?: 'PeriodDate', id: string, year: number, month: number, newDate?: string | null }> };

export type CreatePeriodDateMutationVariables = Exact<{
  input: CreatePeriodDateInput;
}>;


export type CreatePeriodDateMutation = { __typename?: 'Mutation', createPeriodDate: { __typename?: 'PeriodDatePayload', periodDate?: { __typename?: 'PeriodDate', id: string, year: number, month: number, newDate?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdatePeriodDateMutationVariables = Exact<{
  input: UpdatePeriodDateInput;
}>;


export type UpdatePeriodDateMutation = { __typename?: 'Mutation', updatePeriodDate: { __typename?: 'PeriodDatePayload', periodDate?: { __typename?: 'PeriodDate', id: string, year: number, month: number, newDate?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeletePeriodDateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePeriodDateMutation = { __typename?: 'Mutation', deletePeriodDate: { __typename?: 'DeletePeriodDatePayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type CreatePurchasePriceMutationVariables = Exact<{
  input: CreatePriceInput;
}>;


export type CreatePurchasePriceMutation = { __typename?: 'Mutation', createPurchasePrice: { __typename?: 'PurchasePricePayload', purchasePrice?: { __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdatePurchasePriceMutationVariables = Exact<{
  input: UpdatePriceInput;
}>;


export type UpdatePurchasePriceMutation = { __typename?: 'Mutation', updatePurchasePrice: { __typename?: 'PurchasePricePayload', purchasePrice?: { __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, affectedLines: Array<{ __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type ApprovePurchasePriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
}>;


export type ApprovePurchasePriceMutation = { __typename?: 'Mutation', approvePurchasePrice: { __typename?: 'PurchasePricePayload', product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeletePurchasePriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
}>;


export type DeletePurchasePriceMutation = { __typename?: 'Mutation', deletePurchasePrice: { __typename?: 'DeletePricePayload', deletedId?: string | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type CreateSalesPriceMutationVariables = Exact<{
  input: CreatePriceInput;
}>;


export type CreateSalesPriceMutation = { __typename?: 'Mutation', createSalesPrice: { __typename?: 'SalesPricePayload', salesPrice?: { __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateSalesPriceMutationVariables = Exact<{
  input: UpdatePriceInput;
}>;


export type UpdateSalesPriceMutation = { __typename?: 'Mutation', updateSalesPrice: { __typename?: 'SalesPricePayload', salesPrice?: { __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, affectedLines: Array<{ __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type ApproveSalesPriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
}>;


export type ApproveSalesPriceMutation = { __typename?: 'Mutation', approveSalesPrice: { __typename?: 'SalesPricePayload', product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteSalesPriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
}>;


export type DeleteSalesPriceMutation = { __typename?: 'Mutation', deleteSalesPrice: { __typename?: 'DeletePricePayload', deletedId?: string | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type CreateTransportPriceMutationVariables = Exact<{
  input: CreateTransportPriceInput;
}>;


export type CreateTransportPriceMutation = { __typename?: 'Mutation', createTransportPrice: { __typename?: 'TransportPricePayload', transportPrice?: { __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateTransportPriceMutationVariables = Exact<{
  input: UpdatePriceInput;
}>;


export type UpdateTransportPriceMutation = { __typename?: 'Mutation', updateTransportPrice: { __typename?: 'TransportPricePayload', transportPrice?: { __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, affectedLines: Array<{ __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type ApproveTransportPriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
}>;


export type ApproveTransportPriceMutation = { __typename?: 'Mutation', approveTransportPrice: { __typename?: 'TransportPricePayload', product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type RepriceOrderLinesMutationVariables = Exact<{
  kind: PriceKind;
  lines: Array<RepriceLineInput> | RepriceLineInput;
}>;


export type RepriceOrderLinesMutation = { __typename?: 'Mutation', repriceOrderLines: { __typename?: 'RepriceOrderLinesPayload', repricedLineIds: Array<string>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type PriceChangesQueryVariables = Exact<{
  date: Scalars['LocalDate']['input'];
}>;


export type PriceChangesQuery = { __typename?: 'Query', priceChanges: Array<{ __typename?: 'PriceChange', id: string, kind: PriceKind, articleSegment1?: string | null, articleSegment2?: string | null, articleSegment3?: string | null, startDate?: string | null, endDate?: string | null, unit?: string | null, price: string, productName?: string | null, productCode?: string | null, relationCode?: string | null, relationName?: string | null, color: string }> };

export type UpdatePriceChangeMutationVariables = Exact<{
  input: UpdatePriceChangeInput;
}>;


export type UpdatePriceChangeMutation = { __typename?: 'Mutation', updatePriceChange: { __typename?: 'PriceChangePayload', updatedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type ProductRowFragment = { __typename?: 'Product', id: string, code: string, name: string, description?: string | null, salesPrice?: string | null, purchasePrice?: string | null, kilogram?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type ProductFactsFragment = { __typename?: 'Product', id: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> };

export type PurchasePriceRowFragment = { __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean };

export type SalesPriceRowFragment = { __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean };

export type TransportPriceRowFragment = { __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null };

export type ProductPriceListsFragment = { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> };

export type AffectedLineFragment = { __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null };

export type ProductUserErrorFragment = { __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode };

export type ProductsQueryVariables = Exact<{
  filter?: InputMaybe<ListFilter>;
  sort?: InputMaybe<Array<ListSort> | ListSort>;
  page?: InputMaybe<ListPage>;
}>;


export type ProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', totalCount: number, nodes: Array<{ __typename?: 'Product', id: string, code: string, name: string, description?: string | null, salesPrice?: string | null, purchasePrice?: string | null, kilogram?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }> } };

export type ProductTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTotalQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', totalCount: number } };

export type ProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductQuery = { __typename?: 'Query', product?: { __typename?: 'Product', id: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, salesPrice?: string | null, purchasePrice?: string | null, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }>, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null };

export type ProductFormOptionsQueryVariables = Exact<{
  withApprovers: Scalars['Boolean']['input'];
}>;


export type ProductFormOptionsQuery = { __typename?: 'Query', suppliers: Array<{ __typename?: 'Supplier', code: string, name: string }>, customers: Array<{ __typename?: 'Customer', code: string, name: string, note?: string | null }>, units: Array<{ __typename?: 'Unit', code: string, name: string }>, productGroups: Array<{ __typename?: 'ProductGroup', code: string, name: string }>, approvers?: Array<{ __typename?: 'Approver', id: string, userName: string }> };

export type TransportersQueryVariables = Exact<{ [key: string]: never; }>;


export type TransportersQuery = { __typename?: 'Query', transporters: Array<{ __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean }> };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type CopyProductMutationVariables = Exact<{
  input: CopyProductInput;
}>;


export type CopyProductMutation = { __typename?: 'Mutation', copyProduct: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateProductMutationVariables = Exact<{
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { __typename?: 'Mutation', updateProduct: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProductMutation = { __typename?: 'Mutation', deleteProduct: { __typename?: 'DeleteProductPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type SendProductToAccountingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendProductToAccountingMutation = { __typename?: 'Mutation', sendProductToAccounting: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, accountingBooking?: string | null, canDelete: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type SalesOrderRowFragment = { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, salesQuantity?: string | null, purchaseQuantity?: string | null, productCode?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, isCompleted: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type SalesOrderLineFieldsFragment = { __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type SalesOrderTransportFieldsFragment = { __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } };

export type SalesOrderDocumentFieldsFragment = { __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null };

export type SalesOrderDetailFragment = { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> };

export type SalesOrdersQueryVariables = Exact<{
  filter?: InputMaybe<ListFilter>;
  sort?: InputMaybe<Array<ListSort> | ListSort>;
  page?: InputMaybe<ListPage>;
  range?: InputMaybe<SalesOrderRange>;
}>;


export type SalesOrdersQuery = { __typename?: 'Query', salesOrders: { __typename?: 'SalesOrderList', totalCount: number, nodes: Array<{ __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, salesQuantity?: string | null, purchaseQuantity?: string | null, productCode?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, isCompleted: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }> } };

export type SalesOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SalesOrderQuery = { __typename?: 'Query', salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null };

export type SalesOrderFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesOrderFormOptionsQuery = { __typename?: 'Query', customers: Array<{ __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean }>, suppliers: Array<{ __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }>, shippingCompanies: Array<{ __typename?: 'ShippingCompany', code: string, name: string }>, documentTypes: Array<{ __typename?: 'DocumentType', id: string, name: string }> };

export type SalesOrderDocumentTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SalesOrderDocumentTypesQuery = { __typename?: 'Query', documentTypes: Array<{ __typename?: 'DocumentType', id: string, name: string }> };

export type SalesItemsQueryVariables = Exact<{
  customerCode: Scalars['ID']['input'];
  supplierCode: Scalars['ID']['input'];
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
}>;


export type SalesItemsQuery = { __typename?: 'Query', salesItems: Array<{ __typename?: 'SalesItem', label: string, priceAvailable: boolean, product: { __typename?: 'Product', id: string, code: string, name: string } }> };

export type TransportCandidatesQueryVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  lineId: Scalars['ID']['input'];
}>;


export type TransportCandidatesQuery = { __typename?: 'Query', transportCandidates: Array<{ __typename?: 'TransportCandidate', pricingType?: PricingType | null, price: string, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }> };

export type CheckPackingSlipQueryVariables = Exact<{
  input: PackingSlipCheckInput;
}>;


export type CheckPackingSlipQuery = { __typename?: 'Query', checkPackingSlip: { __typename?: 'PackingSlipCheck', isDuplicate: boolean, message: string } };

export type CreateSalesOrderMutationVariables = Exact<{
  input: CreateSalesOrderInput;
}>;


export type CreateSalesOrderMutation = { __typename?: 'Mutation', createSalesOrder: { __typename?: 'SalesOrderPayload', salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateSalesOrderMutationVariables = Exact<{
  input: UpdateSalesOrderInput;
}>;


export type UpdateSalesOrderMutation = { __typename?: 'Mutation', updateSalesOrder: { __typename?: 'SalesOrderPayload', salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type CopySalesOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CopySalesOrderMutation = { __typename?: 'Mutation', copySalesOrder: { __typename?: 'SalesOrderPayload', salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteSalesOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSalesOrderMutation = { __typename?: 'Mutation', deleteSalesOrder: { __typename?: 'DeleteSalesOrderPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type AttachSalesOrderDocumentMutationVariables = Exact<{
  input: AttachSalesOrderDocumentInput;
}>;


export type AttachSalesOrderDocumentMutation = { __typename?: 'Mutation', attachSalesOrderDocument: { __typename?: 'SalesOrderDocumentPayload', salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteSalesOrderDocumentMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
}>;


export type DeleteSalesOrderDocumentMutation = { __typename?: 'Mutation', deleteSalesOrderDocument: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type AddSalesOrderLineMutationVariables = Exact<{
  input: AddSalesOrderLineInput;
}>;


export type AddSalesOrderLineMutation = { __typename?: 'Mutation', addSalesOrderLine: { __typename?: 'SalesOrderLinePayload', line?: { __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateSalesOrderLineMutationVariables = Exact<{
  input: UpdateSalesOrderLineInput;
}>;


export type UpdateSalesOrderLineMutation = { __typename?: 'Mutation', updateSalesOrderLine: { __typename?: 'SalesOrderLinePayload', line?: { __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteSalesOrderLineMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DeleteSalesOrderLineMutation = { __typename?: 'Mutation', deleteSalesOrderLine: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type AddSalesOrderTransportMutationVariables = Exact<{
  input: AddSalesOrderTransportInput;
}>;


export type AddSalesOrderTransportMutation = { __typename?: 'Mutation', addSalesOrderTransport: { __typename?: 'SalesOrderTransportPayload', transport?: { __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateSalesOrderTransportMutationVariables = Exact<{
  input: UpdateSalesOrderTransportInput;
}>;


export type UpdateSalesOrderTransportMutation = { __typename?: 'Mutation', updateSalesOrderTransport: { __typename?: 'SalesOrderTransportPayload', transport?: { __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteSalesOrderTransportMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DeleteSalesOrderTransportMutation = { __typename?: 'Mutation', deleteSalesOrderTransport: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type AddSalesOrderTextLineMutationVariables = Exact<{
  input: AddSalesOrderTextLineInput;
}>;


export type AddSalesOrderTextLineMutation = { __typename?: 'Mutation', addSalesOrderTextLine: { __typename?: 'SalesOrderTextLinePayload', textLine?: { __typename?: 'SalesOrderTextLine', id: string, text: string } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateSalesOrderTextLineMutationVariables = Exact<{
  input: UpdateSalesOrderTextLineInput;
}>;


export type UpdateSalesOrderTextLineMutation = { __typename?: 'Mutation', updateSalesOrderTextLine: { __typename?: 'SalesOrderTextLinePayload', textLine?: { __typename?: 'SalesOrderTextLine', id: string, text: string } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteSalesOrderTextLineMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DeleteSalesOrderTextLineMutation = { __typename?: 'Mutation', deleteSalesOrderTextLine: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type MeFieldsFragment = { __typename?: 'Me', userName: string, displayName?: string | null, roles: Array<Role>, capabilities: { __typename?: 'Capabilities', manageUsers: boolean, managePeriodDates: boolean, approvePrices: boolean, deleteOrders: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'Me', userName: string, displayName?: string | null, roles: Array<Role>, capabilities: { __typename?: 'Capabilities', manageUsers: boolean, managePeriodDates: boolean, approvePrices: boolean, deleteOrders: boolean } } | null };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', me?: { __typename?: 'Me', userName: string, displayName?: string | null, roles: Array<Role>, capabilities: { __typename?: 'Capabilities', manageUsers: boolean, managePeriodDates: boolean, approvePrices: boolean, deleteOrders: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', ok: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'ChangePasswordPayload', ok: boolean, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UserRowFragment = { __typename?: 'User', id: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { __typename?: 'Query', users: Array<{ __typename?: 'User', id: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> }> };

export type RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'UserPayload', user?: { __typename?: 'User', id: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'UserPayload', user?: { __typename?: 'User', id: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: { __typename?: 'DeleteUserPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode }> } };

export const DemurrageRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DemurrageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DemurrageRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickingDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"daysWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DemurrageRowFieldsFragment, unknown>;
export const MonthEndRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthEndRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"salesBooking"}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseBooking"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"needsTransport"}},{"kind":"Field","name":{"kind":"Name","value":"transportOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"transportBooking"}},{"kind":"Field","name":{"kind":"Name","value":"transportQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"transportAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}}]} as unknown as DocumentNode<MonthEndRowFieldsFragment, unknown>;
export const PeriodDateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<PeriodDateRowFragment, unknown>;
export const ProductRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<ProductRowFragment, unknown>;
export const ProductFactsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<ProductFactsFragment, unknown>;
export const PurchasePriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<PurchasePriceRowFragment, unknown>;
export const SalesPriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<SalesPriceRowFragment, unknown>;
export const TransportPriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]} as unknown as DocumentNode<TransportPriceRowFragment, unknown>;
export const ProductPriceListsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]} as unknown as DocumentNode<ProductPriceListsFragment, unknown>;
export const AffectedLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}}]} as unknown as DocumentNode<AffectedLineFragment, unknown>;
export const ProductUserErrorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ProductUserErrorFragment, unknown>;
export const SalesOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]} as unknown as DocumentNode<SalesOrderRowFragment, unknown>;
export const SalesOrderLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}}]} as unknown as DocumentNode<SalesOrderLineFieldsFragment, unknown>;
export const SalesOrderTransportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}}]} as unknown as DocumentNode<SalesOrderTransportFieldsFragment, unknown>;
export const SalesOrderDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<SalesOrderDocumentFieldsFragment, unknown>;
export const SalesOrderDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<SalesOrderDetailFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const UserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserRowFragment, unknown>;
export const DemurrageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Demurrage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demurrage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeDays"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DemurrageRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DemurrageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DemurrageRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickingDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"daysWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DemurrageQuery, DemurrageQueryVariables>;
export const MonthEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthEndRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transportQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"transportAmount"}},{"kind":"Field","name":{"kind":"Name","value":"missingSalesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"missingPurchaseBookings"}},{"kind":"Field","name":{"kind":"Name","value":"missingTransportBookings"}},{"kind":"Field","name":{"kind":"Name","value":"incompleteRows"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthEndRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"salesBooking"}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseBooking"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"needsTransport"}},{"kind":"Field","name":{"kind":"Name","value":"transportOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"transportBooking"}},{"kind":"Field","name":{"kind":"Name","value":"transportQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"transportAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}}]} as unknown as DocumentNode<MonthEndQuery, MonthEndQueryVariables>;
export const PeriodDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeriodDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<PeriodDatesQuery, PeriodDatesQueryVariables>;
export const CreatePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePeriodDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<CreatePeriodDateMutation, CreatePeriodDateMutationVariables>;
export const UpdatePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePeriodDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<UpdatePeriodDateMutation, UpdatePeriodDateMutationVariables>;
export const DeletePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePeriodDateMutation, DeletePeriodDateMutationVariables>;
export const CreatePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreatePurchasePriceMutation, CreatePurchasePriceMutationVariables>;
export const UpdatePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffectedLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdatePurchasePriceMutation, UpdatePurchasePriceMutationVariables>;
export const ApprovePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ApprovePurchasePriceMutation, ApprovePurchasePriceMutationVariables>;
export const DeletePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeletePurchasePriceMutation, DeletePurchasePriceMutationVariables>;
export const CreateSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateSalesPriceMutation, CreateSalesPriceMutationVariables>;
export const UpdateSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffectedLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateSalesPriceMutation, UpdateSalesPriceMutationVariables>;
export const ApproveSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ApproveSalesPriceMutation, ApproveSalesPriceMutationVariables>;
export const DeleteSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteSalesPriceMutation, DeleteSalesPriceMutationVariables>;
export const CreateTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTransportPriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateTransportPriceMutation, CreateTransportPriceMutationVariables>;
export const UpdateTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffectedLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateTransportPriceMutation, UpdateTransportPriceMutationVariables>;
export const ApproveTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ApproveTransportPriceMutation, ApproveTransportPriceMutationVariables>;
export const RepriceOrderLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepriceOrderLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepriceLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repriceOrderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repricedLineIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RepriceOrderLinesMutation, RepriceOrderLinesMutationVariables>;
export const PriceChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"articleSegment1"}},{"kind":"Field","name":{"kind":"Name","value":"articleSegment2"}},{"kind":"Field","name":{"kind":"Name","value":"articleSegment3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"relationCode"}},{"kind":"Field","name":{"kind":"Name","value":"relationName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<PriceChangesQuery, PriceChangesQueryVariables>;
export const UpdatePriceChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePriceChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdatePriceChangeMutation, UpdatePriceChangeMutationVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ProductTotalQuery, ProductTotalQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const ProductFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withApprovers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvers"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withApprovers"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<ProductFormOptionsQuery, ProductFormOptionsQueryVariables>;
export const TransportersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transporters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transporters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}}]}}]} as unknown as DocumentNode<TransportersQuery, TransportersQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const CopyProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CopyProductMutation, CopyProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const SendProductToAccountingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProductToAccounting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProductToAccounting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductUserError"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductUserError"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SendProductToAccountingMutation, SendProductToAccountingMutationVariables>;
export const SalesOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]} as unknown as DocumentNode<SalesOrdersQuery, SalesOrdersQueryVariables>;
export const SalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<SalesOrderQuery, SalesOrderQueryVariables>;
export const SalesOrderFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrderFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SalesOrderFormOptionsQuery, SalesOrderFormOptionsQueryVariables>;
export const SalesOrderDocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrderDocumentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SalesOrderDocumentTypesQuery, SalesOrderDocumentTypesQueryVariables>;
export const SalesItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loadingDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"supplierCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"loadingDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loadingDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceAvailable"}}]}}]}}]} as unknown as DocumentNode<SalesItemsQuery, SalesItemsQueryVariables>;
export const TransportCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<TransportCandidatesQuery, TransportCandidatesQueryVariables>;
export const CheckPackingSlipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckPackingSlip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackingSlipCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPackingSlip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDuplicate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CheckPackingSlipQuery, CheckPackingSlipQueryVariables>;
export const CreateSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSalesOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<CreateSalesOrderMutation, CreateSalesOrderMutationVariables>;
export const UpdateSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderMutation, UpdateSalesOrderMutationVariables>;
export const CopySalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopySalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copySalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<CopySalesOrderMutation, CopySalesOrderMutationVariables>;
export const DeleteSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderMutation, DeleteSalesOrderMutationVariables>;
export const AttachSalesOrderDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachSalesOrderDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachSalesOrderDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachSalesOrderDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<AttachSalesOrderDocumentMutation, AttachSalesOrderDocumentMutationVariables>;
export const DeleteSalesOrderDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderDocumentMutation, DeleteSalesOrderDocumentMutationVariables>;
export const AddSalesOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSalesOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSalesOrderLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSalesOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<AddSalesOrderLineMutation, AddSalesOrderLineMutationVariables>;
export const UpdateSalesOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderLineMutation, UpdateSalesOrderLineMutationVariables>;
export const DeleteSalesOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"unlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderLineMutation, DeleteSalesOrderLineMutationVariables>;
export const AddSalesOrderTransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSalesOrderTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSalesOrderTransportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSalesOrderTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<AddSalesOrderTransportMutation, AddSalesOrderTransportMutationVariables>;
export const UpdateSalesOrderTransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrderTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderTransportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrderTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderTransportMutation, UpdateSalesOrderTransportMutationVariables>;
export const DeleteSalesOrderTransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"unlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderTransportMutation, DeleteSalesOrderTransportMutationVariables>;
export const AddSalesOrderTextLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSalesOrderTextLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSalesOrderTextLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSalesOrderTextLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<AddSalesOrderTextLineMutation, AddSalesOrderTextLineMutationVariables>;
export const UpdateSalesOrderTextLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrderTextLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderTextLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrderTextLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderTextLineMutation, UpdateSalesOrderTextLineMutationVariables>;
export const DeleteSalesOrderTextLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderTextLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderTextLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"unlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderTextLineMutation, DeleteSalesOrderTextLineMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;