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
   * quantities and amounts, which are never binary floats. As input: decimal notation only (an
   * optional minus, digits, a point or comma and digits; no exponent, `0x`, `0b`, `Infinity` or empty
   * text), at most 10 digits before the point and 4 after, as the provider stores them (numeric(14,4)).
   */
  Decimal: { input: string; output: string; }
  /** An e-mail address. */
  EmailAddress: { input: string; output: string; }
  /** A calendar date without time, `yyyy-MM-dd`. The provider's empty dates (1900-01-01, 1970-01-01) arrive as null. */
  LocalDate: { input: string; output: string; }
};

/** A new manual line. */
export type AddPurchaseManualLineInput = {
  /** The line's fields. */
  line: PurchaseManualLineFields;
  /** The purchase invoice. */
  purchaseOrderId: Scalars['ID']['input'];
};

/** The ticked lines of the add-lines modal. */
export type AddPurchaseOrderLinesInput = {
  /** The lines to add (at least one). */
  lines: Array<PurchaseLineToAdd>;
  /** The purchase invoice. */
  purchaseOrderId: Scalars['ID']['input'];
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

/** A price to approve, with its product. */
export type ApprovePriceInput = {
  /** The price's version the approval is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the price. */
  id: Scalars['ID']['input'];
  /** The product's id. */
  productId: Scalars['ID']['input'];
};

/** Uploaded files to attach to a product. */
export type AttachProductDocumentsInput = {
  /** Uploaded files (from /files) to attach. */
  fileIds: Array<Scalars['ID']['input']>;
  /** The product's id. */
  productId: Scalars['ID']['input'];
};

/** An uploaded file to attach to a purchase invoice. */
export type AttachPurchaseOrderDocumentInput = {
  /** The uploaded file's id. */
  fileId: Scalars['ID']['input'];
  /** The id of the invoice. */
  purchaseOrderId: Scalars['ID']['input'];
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
  /** Administrators and accounting (Boekhouding), `Capabilities.sendToAccounting`: every hand-off to the accounting package (a product, a sales invoice, a purchase invoice, completing an order, both bulk sends). */
  | 'ACCOUNTING'
  /** Administrators only. */
  | 'ADMINISTRATOR'
  /** Users who are not Orderverwerker only: user administration is hidden from order processing. */
  | 'NOT_ORDERVERWERKER'
  /** No session needed. */
  | 'PUBLIC'
  /** Any signed-in user. */
  | 'SIGNED_IN';

/** Fields of the changes list that sorts can name. */
export type ChangeField =
  /** What happened. */
  | 'ACTION'
  /** When it happened. */
  | 'AT'
  /** The kind of record. */
  | 'RECORD_TYPE'
  /** Who did it. */
  | 'USER';

/** Narrows the changes list; every condition given must hold. */
export type ChangeFilter = {
  /** Only these actions. */
  actions?: InputMaybe<Array<HistoryAction>>;
  /** From this day on (a Europe/Brussels day); 30 days before today when left out, unless recordId is given. */
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Only changes made outside Backoffice (true) or through it (false). */
  outside?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this record (with recordTypes of one kind) or, for an owner, its parts too. */
  recordId?: InputMaybe<Scalars['ID']['input']>;
  /** Only these kinds of record. */
  recordTypes?: InputMaybe<Array<HistoryRecordType>>;
  /** Up to and including this day (a Europe/Brussels day). */
  to?: InputMaybe<Scalars['LocalDate']['input']>;
  /** Only changes by this user name (exact, case-insensitive). */
  userName?: InputMaybe<Scalars['String']['input']>;
};

/** What changing a password takes. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The password now. */
  currentPassword: Scalars['String']['input'];
  /**
   * Once the password changed, end the user's other sessions (every session of theirs when not
   * signed in). The web form asks, ticked by default.
   */
  endOtherSessions?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new password (the password policy applies). */
  newPassword: Scalars['String']['input'];
  /**
   * Needed when not signed in (the expired-password flow). Signed in, it is the session's user:
   * another user's name is refused (NOT_YOUR_ACCOUNT).
   */
  userName?: InputMaybe<Scalars['String']['input']>;
};

/** A sort key of the changes list. */
export type ChangeSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: ChangeField;
};

/** Which sales order to complete. */
export type CompleteSalesOrderInput = {
  /** The order's version the completion is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
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

/** Which sales order to copy. */
export type CopySalesOrderInput = {
  /** The id of the sales order. */
  id: Scalars['ID']['input'];
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
 * A new product. Supplier, customer, units, group and kilogram are required; the approver
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

/** A new purchase invoice. */
export type CreatePurchaseOrderInput = {
  /** The description (required). */
  description: Scalars['String']['input'];
  /** Files to attach (uploaded first through `POST /files`). */
  documentFileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The invoice date; today when left out. */
  invoiceDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The supplier's invoice number (required; unique per supplier ignoring case and surrounding spaces). */
  invoiceNumber: Scalars['String']['input'];
  /** A transport invoice (fixed once created). */
  isTransport?: InputMaybe<Scalars['Boolean']['input']>;
  /** A supplier code, or a transporter code when isTransport. */
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

/** Which period date to delete. */
export type DeletePeriodDateInput = {
  /** The period date's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the period date. */
  id: Scalars['ID']['input'];
};

/** A price to delete, with its product. */
export type DeletePriceInput = {
  /** The price's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the price. */
  id: Scalars['ID']['input'];
  /** The product's id. */
  productId: Scalars['ID']['input'];
};

/** Which product to delete. */
export type DeleteProductInput = {
  /** The product's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the product. */
  id: Scalars['ID']['input'];
};

/** A manual line to delete. */
export type DeletePurchaseManualLineInput = {
  /** The manual line's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the manual line. */
  id: Scalars['ID']['input'];
  /** The id of the invoice. */
  purchaseOrderId: Scalars['ID']['input'];
};

/** A document to remove from a purchase invoice. */
export type DeletePurchaseOrderDocumentInput = {
  /** The document's file id. */
  fileId: Scalars['ID']['input'];
  /** The id of the invoice. */
  purchaseOrderId: Scalars['ID']['input'];
};

/** Which purchase invoice to delete. */
export type DeletePurchaseOrderInput = {
  /** The invoice's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the invoice. */
  id: Scalars['ID']['input'];
};

/** A line to remove from a purchase invoice. */
export type DeletePurchaseOrderLineInput = {
  /** The line's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the line. */
  id: Scalars['ID']['input'];
  /** The id of the invoice. */
  purchaseOrderId: Scalars['ID']['input'];
};

/** A document to remove from a sales order. */
export type DeleteSalesOrderDocumentInput = {
  /** The file's id. */
  fileId: Scalars['ID']['input'];
  /** The sales order's id. */
  salesOrderId: Scalars['ID']['input'];
};

/** Which sales order to delete. */
export type DeleteSalesOrderInput = {
  /** The order's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the sales order. */
  id: Scalars['ID']['input'];
};

/** A line to delete from a sales order. */
export type DeleteSalesOrderLineInput = {
  /** The line's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the sales order line. */
  id: Scalars['ID']['input'];
  /** The sales order's id. */
  salesOrderId: Scalars['ID']['input'];
  /** True when the user unlocked a completed order (the edit toggle). */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A text line to delete from a sales order. */
export type DeleteSalesOrderTextLineInput = {
  /** The text line's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the sales order text line. */
  id: Scalars['ID']['input'];
  /** The sales order's id. */
  salesOrderId: Scalars['ID']['input'];
  /** True when the user unlocked a completed order (the edit toggle). */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A transport to delete from a sales order. */
export type DeleteSalesOrderTransportInput = {
  /** The transport's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the sales order transport. */
  id: Scalars['ID']['input'];
  /** The sales order's id. */
  salesOrderId: Scalars['ID']['input'];
  /** True when the user unlocked a completed order (the edit toggle). */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What deactivating a user takes. */
export type DeleteUserInput = {
  /** The user's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the user. */
  id: Scalars['ID']['input'];
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

/** What ending the user's other sessions takes. */
export type EndOtherSessionsInput = {
  /** The user's password again: a session left open on another machine must not end the others. */
  password: Scalars['String']['input'];
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

/** What happened to a record. */
export type HistoryAction =
  /** A price was approved. */
  | 'APPROVED'
  /** Some of its fields changed (HistoryEntry.changes). */
  | 'CHANGED'
  /** Its fields changed without a change through Backoffice (found when its detail was next read). */
  | 'CHANGED_OUTSIDE'
  /** A sales order was completed (invoiced). */
  | 'COMPLETED'
  /** It was made. */
  | 'CREATED'
  /** It was removed. */
  | 'DELETED'
  /** A document was attached (HistoryEntry.changes names the file). */
  | 'DOCUMENT_ATTACHED'
  /** A document was removed. */
  | 'DOCUMENT_REMOVED'
  /** A sales order's invoice was sent to the accounting package. */
  | 'INVOICE_SENT'
  /** An order line took a changed price. */
  | 'REPRICED'
  /** It was sent to the accounting package. */
  | 'SENT_TO_ACCOUNTING';

/** The kinds of record the history knows: each domain's SDL adds its own (`extend enum HistoryRecordType`). */
export type HistoryRecordType =
  /** A period date. */
  | 'PERIOD_DATE'
  /** A product. */
  | 'PRODUCT'
  /** A manual line of a purchase invoice. */
  | 'PURCHASE_MANUAL_LINE'
  /** A purchase invoice's header. */
  | 'PURCHASE_ORDER'
  /** A line of a purchase invoice taken from a sales order. */
  | 'PURCHASE_ORDER_LINE'
  /** A purchase price of a product. */
  | 'PURCHASE_PRICE'
  /** A sales order's header. */
  | 'SALES_ORDER'
  /** A product line of a sales order. */
  | 'SALES_ORDER_LINE'
  /** A text line of a sales order. */
  | 'SALES_ORDER_TEXT_LINE'
  /** A transport of a sales order. */
  | 'SALES_ORDER_TRANSPORT'
  /** A sales price of a product. */
  | 'SALES_PRICE'
  /** A task. */
  | 'TASK'
  /** A transport price of a product. */
  | 'TRANSPORT_PRICE'
  /** A user. */
  | 'USER';

/** Why a sales invoice may not be sent for an order. */
export type InvoiceBlock =
  /** The order was booked in the accounting package already. */
  | 'ALREADY_SENT'
  /** The order is completed (invoiced). */
  | 'COMPLETED'
  /** The order has no customer. */
  | 'NO_CUSTOMER'
  /** The order is temporary. */
  | 'TEMPORARY'
  /** The customer is 99999998 'Nog te plannen', or the customer reference reads 'Nog te plannen'. */
  | 'TO_BE_PLANNED';

/** The language a pro-forma invoice is printed in. */
export type InvoiceLanguage =
  /** Dutch (nl_BE). */
  | 'DUTCH'
  /** English (en_US). */
  | 'ENGLISH';

/**
 * A page of a list. Each list documents its own maximum `limit` (products, sales orders, purchase invoices, the quality overview, tasks and month end: 10 000,
 * the web table's "All"; any other list: 1 000); a larger limit is refused as BAD_USER_INPUT that
 * names the maximum. A page of N rows costs N times its row's selection in the query-cost limit.
 */
export type ListPage = {
  /** Rows to return, from 0 to the list's maximum. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip, from 0. */
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** What signing in takes. */
export type LoginInput = {
  /** The e-mail address. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
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
  /** True: only rows with a booked purchase invoice; false: only rows without one (not invoiced, or not booked). Applied on top of the conditions. */
  purchaseBooked?: InputMaybe<Scalars['Boolean']['input']>;
  /** True: only rows whose sales order is booked; false: only rows whose sales order is not. Applied on top of the conditions. */
  salesBooked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Every word must occur in the product code or one of the booking numbers (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in instead. */
  searchFields?: InputMaybe<Array<MonthEndField>>;
  /** True: only rows with a booked transport invoice; false: only rows that need a transport and have no booked transport invoice. Applied on top of the conditions. */
  transportBooked?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A sort key of the month-end list. */
export type MonthEndSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: MonthEndField;
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

/** Which price list a price belongs to. */
export type PriceKind =
  /** Purchase prices. */
  | 'PURCHASE'
  /** Sales prices. */
  | 'SALES'
  /** Transport prices. */
  | 'TRANSPORT';

/** How a transport price is charged. */
export type PricingType =
  /** Blokvracht: one price for the whole load. */
  | 'BLOCK_FREIGHT'
  /** Eenheidsprijs: a price per unit. */
  | 'UNIT_PRICE';

/** One condition of a product filter. */
export type ProductCondition = {
  /** The field the condition tests. */
  field: ProductField;
  /** What the condition tests. */
  operator: FilterOperator;
  /** Numbers with a point (`1234.5`), dates `yyyy-MM-dd`; at most 200 characters. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound of BETWEEN; at most 200 characters. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of the product list that filters, searches and sorts can name. */
export type ProductField =
  /** The booking number in the accounting package. */
  | 'ACCOUNTING_BOOKING'
  /** The approver's user name. */
  | 'APPROVER_USER_NAME'
  /** Whether it can be deleted (true/false). */
  | 'CAN_DELETE'
  /** The product code. */
  | 'CODE'
  /** The customer's code. */
  | 'CUSTOMER_CODE'
  /** The customer's name. */
  | 'CUSTOMER_NAME'
  /** The description. */
  | 'DESCRIPTION'
  /** Temporary product (true/false). */
  | 'IS_TEMPORARY'
  /** Kilograms per unit (number). */
  | 'KILOGRAM'
  /** The product name. */
  | 'NAME'
  /** The product group's code. */
  | 'PRODUCT_GROUP_CODE'
  /** The product group's name. */
  | 'PRODUCT_GROUP_NAME'
  /** The latest purchase price (number). */
  | 'PURCHASE_PRICE'
  /** The purchase unit's code. */
  | 'PURCHASE_UNIT_CODE'
  /** The purchase unit's name. */
  | 'PURCHASE_UNIT_NAME'
  /** The latest sales price (number). */
  | 'SALES_PRICE'
  /** The sales unit's code. */
  | 'SALES_UNIT_CODE'
  /** The sales unit's name. */
  | 'SALES_UNIT_NAME'
  /** The supplier's code. */
  | 'SUPPLIER_CODE'
  /** The supplier's name. */
  | 'SUPPLIER_NAME';

/** Narrows the product list: a quick search over text fields, and conditions joined by AND or OR. */
export type ProductFilter = {
  /** The conditions, at most 50. */
  conditions?: InputMaybe<Array<ProductCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive); at most 200 characters and 20 words. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields of the row when left out. */
  searchFields?: InputMaybe<Array<ProductField>>;
};

/** One sort key of the product list. */
export type ProductSort = {
  /** The order. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort on. */
  field: ProductField;
};

/** What the add-lines modal searches by. */
export type PurchaseLineSearchBy =
  /** Container number. */
  | 'CONTAINER'
  /** Sales order id. */
  | 'ORDER_ID'
  /** Packing slip number. */
  | 'PACKING_SLIP'
  /** Shipping document number. */
  | 'SHIPPING_DOCUMENT';

/** A ticked line of the add-lines modal. */
export type PurchaseLineToAdd = {
  /** The sales-order line id (the transport id on a transport invoice). */
  id: Scalars['ID']['input'];
  /**
   * The line's sales order (the candidate's `salesOrderId`): the gateway finds the line's amount there
   * to send its VAT amount with the line; without it the provider computes the VAT.
   */
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
  /** The VAT code; the supplier's default when left out (code 12 for regular lines without one). */
  vatCode?: InputMaybe<Scalars['ID']['input']>;
};

/** The fields of a manual line; amount and VAT amount are computed. */
export type PurchaseManualLineFields = {
  /** The description (required). */
  description: Scalars['String']['input'];
  /** Price per unit (at least 0). */
  price: Scalars['Decimal']['input'];
  /** The product (required). */
  productId: Scalars['ID']['input'];
  /** Quantity (step 0.001, at least 0). */
  quantity: Scalars['Decimal']['input'];
  /** The reporting date. */
  reportingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The VAT code (required). */
  vatCode: Scalars['ID']['input'];
};

/** One condition of a purchase-order list filter. */
export type PurchaseOrderCondition = {
  /** The field tested. */
  field: PurchaseOrderField;
  /** What the condition tests. */
  operator: FilterOperator;
  /** Numbers with a point (`1234.5`), dates `yyyy-MM-dd`. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound of BETWEEN. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of the purchase-order list that filters and sorts can name. */
export type PurchaseOrderField =
  /** The accounting booking number. */
  | 'ACCOUNTING_BOOKING'
  /** The description. */
  | 'DESCRIPTION'
  /** The invoice's id (number). */
  | 'ID'
  /** The invoice date. */
  | 'INVOICE_DATE'
  /** The supplier's invoice number. */
  | 'INVOICE_NUMBER'
  /** Booked in accounting (true/false). */
  | 'IS_COMPLETED'
  /** Transport invoice (true/false). */
  | 'IS_TRANSPORT'
  /** The supplier's or transporter's name. */
  | 'SUPPLIER'
  /** The supplier's or transporter's code. */
  | 'SUPPLIER_CODE'
  /** Total including VAT (number). */
  | 'TOTAL'
  /** Total excluding VAT (number). */
  | 'TOTAL_EXCL_VAT'
  /** Total VAT (number). */
  | 'TOTAL_VAT';

/** Narrows the purchase-order list: a quick search over text fields, and conditions joined by AND or OR. */
export type PurchaseOrderFilter = {
  /** The conditions. */
  conditions?: InputMaybe<Array<PurchaseOrderCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields when left out. */
  searchFields?: InputMaybe<Array<PurchaseOrderField>>;
};

/**
 * Which purchase invoices `purchaseOrders` covers. Completed means booked in the
 * accounting package.
 */
export type PurchaseOrderShow =
  /** Every invoice. */
  | 'ALL'
  /** Booked invoices only. */
  | 'COMPLETED'
  /** Invoices not booked yet (the default). */
  | 'NOT_COMPLETED';

/** A sort key of the purchase-order list. */
export type PurchaseOrderSort = {
  /** Ascending (default) or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: PurchaseOrderField;
};

/** One condition of a quality list filter. */
export type QualityOrderCondition = {
  /** The field tested. */
  field: QualityOrderField;
  /** How it is tested. */
  operator: FilterOperator;
  /** Numbers with a point (`1234.5`), dates `yyyy-MM-dd`. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound of BETWEEN. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of the quality list that filters and sorts can name. */
export type QualityOrderField =
  /** The booking number. */
  | 'ACCOUNTING_BOOKING'
  /** Container number. */
  | 'CONTAINER'
  /** The customer's name. */
  | 'CUSTOMER'
  /** The customer's reference. */
  | 'CUSTOMER_REFERENCE'
  /** The order id. */
  | 'ID'
  /** Completed or not. */
  | 'IS_COMPLETED'
  /** Temporary or not. */
  | 'IS_TEMPORARY'
  /** The loading date. */
  | 'LOADING_DATE'
  /** The ISO week of the loading date with its year ('2026-W47'); IS and BETWEEN take a week of a year. */
  | 'LOADING_ISO_WEEK'
  /** The loading week as before: IS and BETWEEN take a week of a year ('2026-W47') or a bare week number (47), which means that week of the current year (Europe/Brussels). */
  | 'LOADING_WEEK'
  /** Packing slip number. */
  | 'PACKING_SLIP'
  /** Sum of the purchase amounts. */
  | 'PURCHASE_AMOUNT'
  /** Sum of the sales amounts. */
  | 'SALES_AMOUNT'
  /** Shipping document number. */
  | 'SHIPPING_DOCUMENT'
  /** The supplier's name. */
  | 'SUPPLIER';

/** Narrows the quality list: a quick search over text fields, and conditions joined by AND or OR. */
export type QualityOrderFilter = {
  /** The conditions. */
  conditions?: InputMaybe<Array<QualityOrderCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields when left out. */
  searchFields?: InputMaybe<Array<QualityOrderField>>;
};

/** A sort key of the quality list. */
export type QualityOrderSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: QualityOrderField;
};

/** Which orders the quality overview shows; NOT_COMPLETED by default. */
export type QualityShow =
  /** Every order. */
  | 'ALL'
  /** Completed orders only. */
  | 'COMPLETED'
  /** Orders that are not completed yet (the default). */
  | 'NOT_COMPLETED';

/** A ticked line of the price-change pop-up and the price it takes. */
export type RepriceLineInput = {
  /** The new price for the line. */
  newPrice: Scalars['Decimal']['input'];
  /** AffectedOrderLine.id */
  orderLineId: Scalars['ID']['input'];
  /** The line's sales order (AffectedOrderLine.salesOrderId): with it the reprice shows in the order's history. */
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
};

/** The ticked lines of the price-change pop-up and which price they take. */
export type RepriceOrderLinesInput = {
  /** Which price the lines take. */
  kind: PriceKind;
  /** The lines with their new prices. */
  lines: Array<RepriceLineInput>;
};

/** The roles a user can hold. Capabilities follow from them; see `Me.capabilities`. */
export type Role =
  /** Administrator: everything, including deleting orders and approving prices. */
  | 'ADMINISTRATOR'
  /** Boekhouding (accounting). */
  | 'BOEKHOUDING'
  /** Orderverwerker (order processing): orders and products; not user administration. */
  | 'ORDERVERWERKER';

/** One condition of a sales-order filter. */
export type SalesOrderCondition = {
  /** The field the condition tests. */
  field: SalesOrderField;
  /** What the condition tests. */
  operator: FilterOperator;
  /** Numbers with a point (`1234.5`), dates `yyyy-MM-dd`; at most 200 characters. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound of BETWEEN; at most 200 characters. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** A file uploaded through `POST /files` to attach, with its document type. */
export type SalesOrderDocumentInput = {
  /** Default in the UI: the third document type. */
  documentTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** The id `POST /files` answered. */
  fileId: Scalars['ID']['input'];
};

/** Fields of the sales-order list that filters, searches and sorts can name. */
export type SalesOrderField =
  /** The booking number in the accounting package. */
  | 'ACCOUNTING_BOOKING'
  /** The arrival date (demurrage suppliers). */
  | 'ARRIVAL_DATE'
  /** The first line's container. */
  | 'CONTAINER'
  /** The customer's name. */
  | 'CUSTOMER'
  /** The customer's reference. */
  | 'CUSTOMER_REFERENCE'
  /** The order's id (number). */
  | 'ID'
  /** Completed (invoiced) orders (true/false). */
  | 'IS_COMPLETED'
  /** The loading date. */
  | 'LOADING_DATE'
  /** The first line's packing slip. */
  | 'PACKING_SLIP'
  /** The first line's product code. */
  | 'PRODUCT_CODE'
  /** The first line's purchase quantity (number). */
  | 'PURCHASE_QUANTITY'
  /** The first line's purchase unit. */
  | 'PURCHASE_UNIT'
  /** The first line's sales quantity (number). */
  | 'SALES_QUANTITY'
  /** The first line's sales unit. */
  | 'SALES_UNIT'
  /** The first line's shipping document. */
  | 'SHIPPING_DOCUMENT'
  /** The supplier's name. */
  | 'SUPPLIER';

/**
 * The fields of a sales order form. Rules: customer and supplier are required; the
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

/** Narrows the sales-order list: a quick search over text fields, and conditions joined by AND or OR. */
export type SalesOrderFilter = {
  /** The conditions, at most 50. */
  conditions?: InputMaybe<Array<SalesOrderCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive); at most 200 characters and 20 words. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields of the row when left out. */
  searchFields?: InputMaybe<Array<SalesOrderField>>;
};

/**
 * Which sales orders `salesOrders` covers. The overview shows the last 6 months unless the user
 * asks for all.
 */
export type SalesOrderRange =
  /** Every order. */
  | 'ALL'
  /** Orders whose loading date lies within the last 6 months (or that have no loading date yet). */
  | 'LAST_6_MONTHS';

/** One sort key of the sales-order list. */
export type SalesOrderSort = {
  /** The order. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort on. */
  field: SalesOrderField;
};

/** The field of a record that matched the search text. */
export type SearchField =
  /** A product's, customer's or supplier's code. */
  | 'CODE'
  /** A sales order's container number. */
  | 'CONTAINER'
  /** The customer's name or code (on a sales order). */
  | 'CUSTOMER'
  /** A sales order's customer reference. */
  | 'CUSTOMER_REFERENCE'
  /** The record's id (a sales order's number). */
  | 'ID'
  /** A purchase invoice's number. */
  | 'INVOICE_NUMBER'
  /** A product's, customer's or supplier's name. */
  | 'NAME'
  /** A sales order's packing slip. */
  | 'PACKING_SLIP'
  /** A sales order's shipping document. */
  | 'SHIPPING_DOCUMENT'
  /** The supplier's name or code (on a purchase invoice). */
  | 'SUPPLIER';

/** A kind of record the search finds. */
export type SearchKind =
  /** Customers: by code or name. */
  | 'CUSTOMER'
  /** Products: by code or name. */
  | 'PRODUCT'
  /** Purchase invoices: by invoice number or supplier. */
  | 'PURCHASE_ORDER'
  /** Sales orders: by id, customer reference, container, packing slip, shipping document or customer. */
  | 'SALES_ORDER'
  /** Suppliers: by code or name. */
  | 'SUPPLIER';

/** How the field matched: the whole value, its start, or somewhere inside it (letter case and spaces aside). */
export type SearchMatch =
  /** The field contains the text. */
  | 'CONTAINS'
  /** The field is the text. */
  | 'EXACT'
  /** The field starts with the text. */
  | 'PREFIX';

/** Which product to send to the accounting package. */
export type SendProductToAccountingInput = {
  /** The product's version the send is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the product. */
  id: Scalars['ID']['input'];
};

/** Which purchase invoice to book. */
export type SendPurchaseOrderToAccountingInput = {
  /** The invoice's version the send is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the invoice. */
  id: Scalars['ID']['input'];
};

/** Which sales order to invoice. */
export type SendSalesInvoiceInput = {
  /** The order's version the send is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
};

/** Ascending or descending order. */
export type SortDirection =
  /** Ascending: smallest, earliest, A first. */
  | 'ASC'
  /** Descending: largest, latest, Z first. */
  | 'DESC';

/** One condition of a task list filter. */
export type TaskCondition = {
  /** The field tested. */
  field: TaskField;
  /** How it is tested. */
  operator: FilterOperator;
  /** The value. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The upper bound of BETWEEN. */
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of the task list that filters and sorts can name. */
export type TaskField =
  /** The description. */
  | 'DESCRIPTION'
  /** The task id. */
  | 'ID'
  /** The product's code. */
  | 'PRODUCT'
  /** The subject. */
  | 'SUBJECT'
  /** The task status's name. */
  | 'TASK_STATUS'
  /** The task type's name. */
  | 'TASK_TYPE'
  /** The user's name. */
  | 'USER';

/** Narrows the task list. */
export type TaskFilter = {
  /** The conditions. */
  conditions?: InputMaybe<Array<TaskCondition>>;
  /** How the conditions are joined. */
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields when left out. */
  searchFields?: InputMaybe<Array<TaskField>>;
};

/** A sort key of the task list. */
export type TaskSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: TaskField;
};

/** What changing a period date takes. */
export type UpdatePeriodDateInput = {
  /** The period date's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
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
  /** The price's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** PriceChange.id */
  id: Scalars['ID']['input'];
  /** Which kind of price it is. */
  kind: PriceKind;
  /** The price in euro. */
  price: Scalars['Decimal']['input'];
  /** The price's product (PriceChange.product): with it the price's version is checked and the change shows in the product's history. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** The first day the price applies. */
  startDate: Scalars['LocalDate']['input'];
};

/** A changed purchase, sales or transport price (transporter and pricing type never change). */
export type UpdatePriceInput = {
  /** The last day the price applies. */
  endDate: Scalars['LocalDate']['input'];
  /** The price's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
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
  /** The product's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
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

/** A VAT amount as typed. */
export type UpdatePurchaseLineVatInput = {
  /** The line's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The line. */
  lineId: Scalars['ID']['input'];
  /** The purchase invoice. */
  purchaseOrderId: Scalars['ID']['input'];
  /** An amount of 0 or more as typed, in any format the app writes money (1.286,66, 1286,66, 1286.66, € 1.286,66), at most two decimals. */
  vatAmount: Scalars['String']['input'];
};

/** A changed manual line. */
export type UpdatePurchaseManualLineInput = {
  /** The manual line's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The manual line. */
  id: Scalars['ID']['input'];
  /** The line's fields. */
  line: PurchaseManualLineFields;
  /** The purchase invoice. */
  purchaseOrderId: Scalars['ID']['input'];
};

/** Changed header fields of a purchase invoice; the transport flag cannot change. */
export type UpdatePurchaseOrderInput = {
  /** The description (required). */
  description: Scalars['String']['input'];
  /** The invoice's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The invoice to change. */
  id: Scalars['ID']['input'];
  /** The invoice date. */
  invoiceDate?: InputMaybe<Scalars['LocalDate']['input']>;
  /** The supplier's invoice number (required). */
  invoiceNumber: Scalars['String']['input'];
  /** A supplier code (a transporter code for a transport invoice). */
  supplierCode: Scalars['ID']['input'];
};

/** A transport line's new price. */
export type UpdatePurchaseTransportPriceInput = {
  /** The line's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The transport line. */
  lineId: Scalars['ID']['input'];
  /** The new price (at least 0). */
  price: Scalars['Decimal']['input'];
  /** The purchase invoice. */
  purchaseOrderId: Scalars['ID']['input'];
};

/** Changed header fields of a sales order. */
export type UpdateSalesOrderInput = {
  /** The order's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The order to change. */
  id: Scalars['ID']['input'];
  /** The order's fields. */
  order: SalesOrderFields;
  /** Set when the user unlocked a completed order (the edit toggle); a completed order's header is locked otherwise. */
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * Step two and the edit form. The amounts are computed (amount = price × quantity) unless given.
 * A decimal comma is accepted.
 */
export type UpdateSalesOrderLineInput = {
  /** Container number (ISO 6346). */
  container?: InputMaybe<Scalars['String']['input']>;
  /** The line's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
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
  /** The text line's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
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
  /** The transport's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
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

/** A task's new values (all of them, as the edit modal sends them). */
export type UpdateTaskInput = {
  /** The description (required). */
  description: Scalars['String']['input'];
  /** The task's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The task. */
  id: Scalars['ID']['input'];
  /** The product; null for none. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** The subject (required). */
  subject: Scalars['String']['input'];
  /** The task status. */
  taskStatusId: Scalars['ID']['input'];
  /** The task type. */
  taskTypeId: Scalars['ID']['input'];
  /** The user; null for none. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** What changing a user takes. */
export type UpdateUserInput = {
  /** The user's version the change is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The user's id. */
  id: Scalars['ID']['input'];
  /** The phone number. */
  phoneNumber: Scalars['String']['input'];
  /** The role to give. */
  roleName: Scalars['String']['input'];
};

/** Stable codes of business refusals. */
export type UserErrorCode =
  /** The order is completed already. */
  | 'ALREADY_COMPLETED'
  /** The invoice number was used before for this supplier. */
  | 'ALREADY_INVOICED'
  /** The sales-order line or transport already sits on a purchase invoice of this supplier. */
  | 'ALREADY_ON_PURCHASE_INVOICE'
  /** The sales order or purchase invoice was sent to the accounting package already: it is never booked twice. */
  | 'ALREADY_SENT'
  /**
   * The record changed since the version the change was based on (`expectedVersion`): nothing was
   * written. UserError.conflict says what changed, by whom and when, as far as the history knows.
   */
  | 'CHANGED_BY_SOMEONE_ELSE'
  /** Something with the same key already exists. */
  | 'DUPLICATE'
  /** The e-mail address is already used by another account (facts: email). */
  | 'EMAIL_TAKEN'
  /** The current password is wrong. */
  | 'INCORRECT_PASSWORD'
  /** E-mail or password is wrong. */
  | 'INVALID_CREDENTIALS'
  /** An input value is not acceptable (see field and message). */
  | 'INVALID_INPUT'
  /** The provider named an entry (customer, shipping company) by a name several dropdown entries share: choose one (facts: name). */
  | 'NAME_NOT_UNIQUE'
  /** The thing to change no longer exists. */
  | 'NOT_FOUND'
  /** Signed in, a user changes their own password only: the userName given is someone else's. */
  | 'NOT_YOUR_ACCOUNT'
  /** The order has no customer, so it cannot be invoiced. */
  | 'NO_CUSTOMER'
  /** The purchase invoice has no invoice date. */
  | 'NO_INVOICE_DATE'
  /** The order (or purchase invoice) has no lines: there is nothing to invoice or book. */
  | 'NO_LINES'
  /** The sales order is completed (invoiced); its lines, transports and text lines change only when the user unlocked it. */
  | 'ORDER_COMPLETED'
  /** The packing slip is already used for this product on another sales order (facts: number, salesOrderId). */
  | 'PACKING_SLIP_USED'
  /** The password has expired; it must be changed before signing in. */
  | 'PASSWORD_EXPIRED'
  /** The password and its confirmation differ. */
  | 'PASSWORD_MISMATCH'
  /** The new password does not meet the password policy. */
  | 'PASSWORD_POLICY'
  /** A period date for this year and month already exists. */
  | 'PERIOD_DATE_TAKEN'
  /** A price of this product already starts on this date (facts: startDate). */
  | 'PRICE_DATE_TAKEN'
  /** The purchase invoice is booked in accounting: nothing on it can change. */
  | 'PURCHASE_ORDER_BOOKED'
  /** Another business refusal; the message says why. */
  | 'REFUSED'
  /** The shipping document is already used for this product on another sales order (facts: number, salesOrderId). */
  | 'SHIPPING_DOCUMENT_USED'
  /** The order is temporary: it cannot be invoiced yet. */
  | 'TEMPORARY_ORDER'
  /**
   * Too many wrong passwords for this account or from this address, at sign-in, password change or
   * ending other sessions together: wait (the payload's retryAfterSeconds) before trying again.
   */
  | 'TOO_MANY_ATTEMPTS'
  /** The order's customer is 99999998 'Nog te plannen' (or its reference says so): it cannot be invoiced yet. */
  | 'TO_BE_PLANNED';

export type UserErrorFieldsFragment = { __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null };

export type HistoryEntryFieldsFragment = { __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> };

export type MeFieldsFragment = { __typename?: 'Me', userName: string, displayName?: string | null, roles: Array<Role>, capabilities: { __typename?: 'Capabilities', manageUsers: boolean, managePeriodDates: boolean, approvePrices: boolean, deleteOrders: boolean, sendToAccounting: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'Me', userName: string, displayName?: string | null, roles: Array<Role>, capabilities: { __typename?: 'Capabilities', manageUsers: boolean, managePeriodDates: boolean, approvePrices: boolean, deleteOrders: boolean, sendToAccounting: boolean } } | null };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', retryAfterSeconds?: number | null, me?: { __typename?: 'Me', userName: string, displayName?: string | null, roles: Array<Role>, capabilities: { __typename?: 'Capabilities', manageUsers: boolean, managePeriodDates: boolean, approvePrices: boolean, deleteOrders: boolean, sendToAccounting: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', ok: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'ChangePasswordPayload', ok: boolean, endedSessions: number, retryAfterSeconds?: number | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename?: 'Query', mySessions: Array<{ __typename?: 'UserSession', id: string, startedAt: string, lastUsedAt: string, userAgent?: string | null, current: boolean }> };

export type EndOtherSessionsMutationVariables = Exact<{
  input: EndOtherSessionsInput;
}>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', endOtherSessions: { __typename?: 'EndOtherSessionsPayload', endedSessions: number, retryAfterSeconds?: number | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export const HistoryEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<HistoryEntryFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}},{"kind":"Field","name":{"kind":"Name","value":"sendToAccounting"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}},{"kind":"Field","name":{"kind":"Name","value":"sendToAccounting"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}},{"kind":"Field","name":{"kind":"Name","value":"sendToAccounting"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"endedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndOtherSessionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;