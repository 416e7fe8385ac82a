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

/** The answer of adding lines: the invoice, the new lines, and a refusal per line that was not added (field `lines.N`). */
export type AddPurchaseOrderLinesPayload = {
  __typename?: 'AddPurchaseOrderLinesPayload';
  /** The lines added. */
  added: Array<PurchaseOrderLine>;
  /** The invoice as it is now; null when it could not be read. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /** Business refusals; empty when every line was added. */
  userErrors: Array<UserError>;
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

/** A price to approve, with its product. */
export type ApprovePriceInput = {
  /** The price's version the approval is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the price. */
  id: Scalars['ID']['input'];
  /** The product's id. */
  productId: Scalars['ID']['input'];
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

/** The answer of a bulk send: how many were booked, and which could not be, with the reason. */
export type BulkSendPayload = {
  __typename?: 'BulkSendPayload';
  /** The orders that were not ready, each with its reason. */
  refused: Array<BulkSendRefusal>;
  /**
   * How many orders were booked; null when the provider does not say (its answer to a bulk
   * send may carry no count: any answer means it was done).
   */
  sentCount?: Maybe<Scalars['Int']['output']>;
  /** The ids of the orders booked (empty when the provider does not say). */
  sentIds: Array<Scalars['ID']['output']>;
  /** Refusals of the whole send; empty on success. */
  userErrors: Array<UserError>;
};

/** An order the bulk send could not book, and why. */
export type BulkSendRefusal = {
  __typename?: 'BulkSendRefusal';
  /** Stable code of the reason. */
  code: UserErrorCode;
  /** The sales order's or purchase order's id. */
  id: Scalars['ID']['output'];
  /** The reason in the provider's words. */
  message: Scalars['String']['output'];
};

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
  /** May send products, sales and purchase invoices to the accounting package and complete orders (Administrator, Boekhouding); the gateway refuses the rest with FORBIDDEN. */
  sendToAccounting: Scalars['Boolean']['output'];
};

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

/** What changing a password answers: whether it worked and the business refusals. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** How many other sessions of the user ended (with endOtherSessions). */
  endedSessions: Scalars['Int']['output'];
  /** True when the password was changed. */
  ok: Scalars['Boolean']['output'];
  /** With TOO_MANY_ATTEMPTS: how many seconds to wait before the next try can succeed. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
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

/** What a refused change (CHANGED_BY_SOMEONE_ELSE) ran into. */
export type Conflict = {
  __typename?: 'Conflict';
  /** The changes made since the version the change was based on, newest first, as far as the history knows. */
  changes: Array<HistoryEntry>;
  /** The record's version now: send it as expectedVersion to overwrite knowingly. */
  currentVersion?: Maybe<Scalars['String']['output']>;
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

/** Which period date to delete. */
export type DeletePeriodDateInput = {
  /** The period date's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the period date. */
  id: Scalars['ID']['input'];
};

/** What deleting answers: the deleted id and the business refusals. */
export type DeletePeriodDatePayload = {
  __typename?: 'DeletePeriodDatePayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
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

/** Which product to delete. */
export type DeleteProductInput = {
  /** The product's version the removal is based on; a stale one is refused. */
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
  /** The id of the product. */
  id: Scalars['ID']['input'];
};

/** What deleting answers: the deleted id and the business refusals. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** The id of what was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** REFUSED when the product is used on an order line or booked; NOT_FOUND. */
  userErrors: Array<UserError>;
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

/** The answer of deleting a purchase invoice. */
export type DeletePurchaseOrderPayload = {
  __typename?: 'DeletePurchaseOrderPayload';
  /** The id of the deleted invoice; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
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
 * sales order. The product columns are the order's first line's.
 */
export type DemurrageRow = {
  __typename?: 'DemurrageRow';
  /**
   * The columns (CUSTOMER, SHIPPING_COMPANY) whose name the provider answered without a code and
   * that several dropdown entries share: the name shows, its code is left empty rather than guessed.
   */
  ambiguousNames: Array<DemurrageField>;
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
  /** The reference to pick the container up with (Uithaalreferentie). */
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

/** What ending the user's other sessions takes. */
export type EndOtherSessionsInput = {
  /** The user's password again: a session left open on another machine must not end the others. */
  password: Scalars['String']['input'];
};

/** What ending the other sessions answers. */
export type EndOtherSessionsPayload = {
  __typename?: 'EndOtherSessionsPayload';
  /** How many sessions ended. */
  endedSessions: Scalars['Int']['output'];
  /** With TOO_MANY_ATTEMPTS: how many seconds to wait before the next try can succeed. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** Business refusals (INCORRECT_PASSWORD on password, TOO_MANY_ATTEMPTS); empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** One field of a change: its name in the graph's words, the value before and after, as text. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** The field's name as the graph names it (customerReference, vatAmount …). */
  field: Scalars['String']['output'];
  /** The value after; null when there is none. */
  newValue?: Maybe<Scalars['String']['output']>;
  /** The value before; null when there was none. */
  oldValue?: Maybe<Scalars['String']['output']>;
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

/** One change to one record, as the gateway recorded it (append-only: no API changes or removes an entry). */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** What happened. */
  action: HistoryAction;
  /** When it happened (UTC; show it in Europe/Brussels time). */
  at: Scalars['DateTime']['output'];
  /** The fields that changed, old and new; empty when the action says it all. */
  changes: Array<FieldChange>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The id of that record. */
  ownerId: Scalars['ID']['output'];
  /** The kind of record whose history shows it (a line's order, a price's product). */
  ownerType: HistoryRecordType;
  /** The id of the record changed. */
  recordId: Scalars['ID']['output'];
  /** The kind of record changed. */
  recordType: HistoryRecordType;
  /** The user name of who did it; null for a change outside Backoffice. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** A page of history entries, newest first. */
export type HistoryList = {
  __typename?: 'HistoryList';
  /** The entries of this page. */
  nodes: Array<HistoryEntry>;
  /** How many entries there are in all. */
  totalCount: Scalars['Int']['output'];
};

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

/** The invoice address (the debtor). */
export type InvoiceAddress = {
  __typename?: 'InvoiceAddress';
  /** Street and number. */
  addressLine1: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Country code. */
  country: Scalars['String']['output'];
  /** The customer's code. */
  customerCode: Scalars['String']['output'];
  /** The debtor's name. */
  name: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
};

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

/** The invoicing company, printed at the top of an invoice. */
export type InvoiceCompany = {
  __typename?: 'InvoiceCompany';
  /** Street and number. */
  addressLine1: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /**
   * False when neither the provider (companyDetails) nor the gateway's settings (COMPANY_DETAILS,
   * COMPANY_NAME …) give the company: the fields are empty and the PDF prints a line saying so.
   */
  configured: Scalars['Boolean']['output'];
  /** Country. */
  country: Scalars['String']['output'];
  /** E-mail address for invoices. */
  email: Scalars['String']['output'];
  /** Bank account (IBAN). */
  iban: Scalars['String']['output'];
  /** The company name. */
  name: Scalars['String']['output'];
  /** Phone number. */
  phone: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** VAT number. */
  vatNumber: Scalars['String']['output'];
};

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

/** What signing in answers: the user, the session token (for API clients) and the business refusals. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The signed-in user; null when refused. */
  me?: Maybe<Me>;
  /** With TOO_MANY_ATTEMPTS: how many seconds to wait before the next sign-in can succeed. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
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
  /** The display name the provider gives. */
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

/** A page of month-end rows with the count and totals of all matching rows. */
export type MonthEndList = {
  __typename?: 'MonthEndList';
  /** The rows of the requested page. */
  nodes: Array<MonthEndRow>;
  /**
   * Rows matching the filter, over all pages. Like `totals`, a pass over every matching row in the
   * provider, made only when selected: a client paging through one filter asks it once, with the totals.
   */
  totalCount: Scalars['Int']['output'];
  /** Sums and missing-booking counts over all matching rows. */
  totals: MonthEndTotals;
};

/**
 * One item at month end: a sales-order line with its three sides and whether each
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

/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a manual line. */
  addPurchaseManualLine: PurchaseOrderPartPayload;
  /** Adds the ticked lines of the add-lines modal (ALREADY_ON_PURCHASE_INVOICE for a line on another invoice of the supplier). */
  addPurchaseOrderLines: AddPurchaseOrderLinesPayload;
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
  /** Attaches an uploaded file. */
  attachPurchaseOrderDocument: PurchaseOrderPartPayload;
  /** Attaches an uploaded file to an order, with a document type. */
  attachSalesOrderDocument: SalesOrderDocumentPayload;
  /**
   * Changes a password: without a session the one of input.userName (the expired-password flow),
   * signed in only the user's own. Wrong current passwords count with failed sign-ins of the account
   * and the address: past the limit the answer is TOO_MANY_ATTEMPTS and the provider is not asked.
   */
  changePassword: ChangePasswordPayload;
  /** Completes an order: posts it to the accounting package when not booked yet, then marks it completed. */
  completeSalesOrder: SalesInvoicePayload;
  /** Creates a copy of a product (same checks as createProduct). */
  copyProduct: ProductPayload;
  /** Copies the order with its lines, transports and text lines; answers the copy. */
  copySalesOrder: SalesOrderPayload;
  /** Creates a period date (one per year and month). */
  createPeriodDate: PeriodDatePayload;
  /** Creates a product: duplicate check on name, supplier and customer first (DUPLICATE), then the product, then each file of fileIds is attached. */
  createProduct: ProductPayload;
  /** Creates a purchase invoice (refused with ALREADY_INVOICED when the supplier used the number before) and attaches the files. */
  createPurchaseOrder: PurchaseOrderPayload;
  /** Adds a purchase price (duplicate check first), then posts a price-change task for the product. */
  createPurchasePrice: PurchasePricePayload;
  /** Creates a sales order (and attaches the given documents). */
  createSalesOrder: SalesOrderPayload;
  /** Adds a sales price (duplicate check first), then posts a price-change task for the product. */
  createSalesPrice: SalesPricePayload;
  /** Adds a transport price (duplicate check first), then posts a price-change task for the product. */
  createTransportPrice: TransportPricePayload;
  /** Adds a user. Only an Administrator may give the Administrator role (else FORBIDDEN). */
  createUser: UserPayload;
  /** Deletes a period date. */
  deletePeriodDate: DeletePeriodDatePayload;
  /** Deletes a product, unless it is used on an order line or booked (REFUSED). Any signed-in user. */
  deleteProduct: DeleteProductPayload;
  /** Deletes a manual line. */
  deletePurchaseManualLine: PurchaseOrderPartPayload;
  /** Deletes an invoice with its lines. Administrators only; never a booked one. */
  deletePurchaseOrder: DeletePurchaseOrderPayload;
  /** Removes a document. */
  deletePurchaseOrderDocument: PurchaseOrderPartPayload;
  /** Removes a line from the invoice. */
  deletePurchaseOrderLine: PurchaseOrderPartPayload;
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
  /**
   * Deactivates the user: they can no longer sign in, leave the list, and every session of theirs
   * ends at once. Only an Administrator deactivates an Administrator (else FORBIDDEN).
   */
  deleteUser: DeleteUserPayload;
  /**
   * Ends every other session of the signed-in user (another browser, a forgotten machine), after
   * checking the password again; this one stays. Wrong passwords count as failed sign-ins.
   */
  endOtherSessions: EndOtherSessionsPayload;
  /**
   * Signs in at the provider. Refusals come back as userErrors carrying the provider's description;
   * an expired password has code PASSWORD_EXPIRED. After repeated failures for the account or from
   * the client's address the answer is TOO_MANY_ATTEMPTS with retryAfterSeconds, the same for
   * unknown and known accounts, and the provider is not asked.
   */
  login: LoginPayload;
  /** Ends the session at once: its token is refused from then on, on every gateway instance, and the cookie is cleared. */
  logout: LogoutPayload;
  /** Gives the ticked lines of the price-change pop-up their new price (one provider call per line). */
  repriceOrderLines: RepriceOrderLinesPayload;
  /** Books every purchase invoice that is ready; answers how many, and which could not be booked and why. */
  sendAllPurchaseOrders: BulkSendPayload;
  /** Books every loaded, open sales order that is ready; answers how many, and which could not be booked and why. */
  sendAllSalesOrders: BulkSendPayload;
  /** Sends a product to the accounting package, which gives it a booking number; REFUSED when already booked. Administrator or Boekhouding. */
  sendProductToAccounting: ProductPayload;
  /** Sends the invoice to accounting: books it. Refused (ALREADY_SENT) the second time. Administrator or Boekhouding. */
  sendPurchaseOrderToAccounting: PurchaseOrderPayload;
  /** Sends the order's sales invoice to the accounting package: books it (number and date) and completes it. Never twice. */
  sendSalesInvoice: SalesInvoicePayload;
  /** Changes a period date. */
  updatePeriodDate: PeriodDatePayload;
  /** Saves an edit of the Change Price screen. */
  updatePriceChange: PriceChangePayload;
  /** Changes a product; refuses DUPLICATE when the new name, supplier and customer are another product's. */
  updateProduct: ProductPayload;
  /** Changes a line's VAT amount (the input rule is checked here). */
  updatePurchaseLineVat: PurchaseOrderPartPayload;
  /** Changes a manual line. */
  updatePurchaseManualLine: PurchaseOrderPartPayload;
  /** Changes the header (same rules; PURCHASE_ORDER_BOOKED once booked). */
  updatePurchaseOrder: PurchaseOrderPayload;
  /** Changes a purchase price (duplicate check first; an approved price needs approval again); answers the order lines to offer for repricing. */
  updatePurchasePrice: PurchasePricePayload;
  /** Changes a transport line's price; amount and VAT follow. */
  updatePurchaseTransportPrice: PurchaseOrderPartPayload;
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
  /** Changes a task: type, status, subject and description (required), product and user. */
  updateTask: TaskPayload;
  /** Changes a transport price's amount and dates; answers the transports to offer for repricing. */
  updateTransportPrice: TransportPricePayload;
  /**
   * Changes a user's phone number and role. FORBIDDEN, with nothing changed, when someone other
   * than an Administrator gives the Administrator role or changes an Administrator, or when a user
   * changes their own role. The user's open sessions take the new role on their next request.
   */
  updateUser: UserPayload;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAddPurchaseManualLineArgs = {
  input: AddPurchaseManualLineInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAddPurchaseOrderLinesArgs = {
  input: AddPurchaseOrderLinesInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAddSalesOrderLineArgs = {
  input: AddSalesOrderLineInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAddSalesOrderTextLineArgs = {
  input: AddSalesOrderTextLineInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAddSalesOrderTransportArgs = {
  input: AddSalesOrderTransportInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationApprovePurchasePriceArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<ApprovePriceInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationApproveSalesPriceArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<ApprovePriceInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationApproveTransportPriceArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<ApprovePriceInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAttachProductDocumentsArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  input?: InputMaybe<AttachProductDocumentsInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAttachPurchaseOrderDocumentArgs = {
  fileId?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<AttachPurchaseOrderDocumentInput>;
  purchaseOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationAttachSalesOrderDocumentArgs = {
  input: AttachSalesOrderDocumentInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCompleteSalesOrderArgs = {
  input?: InputMaybe<CompleteSalesOrderInput>;
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCopyProductArgs = {
  input: CopyProductInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCopySalesOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<CopySalesOrderInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreatePeriodDateArgs = {
  input: CreatePeriodDateInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreatePurchaseOrderArgs = {
  input: CreatePurchaseOrderInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreatePurchasePriceArgs = {
  input: CreatePriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreateSalesOrderArgs = {
  input: CreateSalesOrderInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreateSalesPriceArgs = {
  input: CreatePriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreateTransportPriceArgs = {
  input: CreateTransportPriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeletePeriodDateArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePeriodDateInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteProductArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteProductInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeletePurchaseManualLineArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePurchaseManualLineInput>;
  purchaseOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeletePurchaseOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePurchaseOrderInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeletePurchaseOrderDocumentArgs = {
  fileId?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePurchaseOrderDocumentInput>;
  purchaseOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeletePurchaseOrderLineArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePurchaseOrderLineInput>;
  purchaseOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeletePurchasePriceArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePriceInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteSalesOrderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteSalesOrderInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteSalesOrderDocumentArgs = {
  fileId?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteSalesOrderDocumentInput>;
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteSalesOrderLineArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteSalesOrderLineInput>;
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteSalesOrderTextLineArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteSalesOrderTextLineInput>;
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteSalesOrderTransportArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteSalesOrderTransportInput>;
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteSalesPriceArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeletePriceInput>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationDeleteUserArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<DeleteUserInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationEndOtherSessionsArgs = {
  input: EndOtherSessionsInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationLoginArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<LoginInput>;
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationRepriceOrderLinesArgs = {
  input?: InputMaybe<RepriceOrderLinesInput>;
  kind?: InputMaybe<PriceKind>;
  lines?: InputMaybe<Array<RepriceLineInput>>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationSendProductToAccountingArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<SendProductToAccountingInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationSendPurchaseOrderToAccountingArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<SendPurchaseOrderToAccountingInput>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationSendSalesInvoiceArgs = {
  input?: InputMaybe<SendSalesInvoiceInput>;
  salesOrderId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePeriodDateArgs = {
  input: UpdatePeriodDateInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePriceChangeArgs = {
  input: UpdatePriceChangeInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateProductArgs = {
  input: UpdateProductInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePurchaseLineVatArgs = {
  input: UpdatePurchaseLineVatInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePurchaseManualLineArgs = {
  input: UpdatePurchaseManualLineInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePurchaseOrderArgs = {
  input: UpdatePurchaseOrderInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePurchasePriceArgs = {
  input: UpdatePriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdatePurchaseTransportPriceArgs = {
  input: UpdatePurchaseTransportPriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateSalesOrderArgs = {
  input: UpdateSalesOrderInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateSalesOrderLineArgs = {
  input: UpdateSalesOrderLineInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateSalesOrderTextLineArgs = {
  input: UpdateSalesOrderTextLineInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateSalesOrderTransportArgs = {
  input: UpdateSalesOrderTransportInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateSalesPriceArgs = {
  input: UpdatePriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateTaskArgs = {
  input: UpdateTaskInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateTransportPriceArgs = {
  input: UpdatePriceInput;
};


/**
 * What can be changed: each domain's file adds its fields. Every mutation that takes values takes
 * them as one `input`; business refusals come back in the payload's `userErrors`.
 *
 * When the provider fails, the error's `extensions.code` says what became of the change (the
 * mutation's field is then null): `PROVIDER_UNAVAILABLE` with `notSent: true`: nothing was sent,
 * nothing changed. `OUTCOME_UNKNOWN`: a write got no answer, or only part of the change was made.
 * `SAVED_NOT_REREAD`: the provider answered the write as done, but what it wrote could not be read
 * back; `extensions.id` is the id the provider gave the new record (null for a change to a record
 * the caller names, or when it gave none). The same request again with the same `Idempotency-Key`
 * never writes twice: it takes the provider's first answer and reads the record anew.
 */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

/** The answer of the packing slip / shipping document duplicate check. */
export type PackingSlipCheck = {
  __typename?: 'PackingSlipCheck';
  /** True when another line of the same product already uses the number. */
  isDuplicate: Scalars['Boolean']['output'];
  /** The provider's own message (English); a client says usedOnSalesOrderId in its own words. */
  message: Scalars['String']['output'];
  /** The sales order whose line already uses the number, when the provider named it. */
  usedOnSalesOrderId?: Maybe<Scalars['ID']['output']>;
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

/** A period date: for a year and month, the date that bookings of that period move to. */
export type PeriodDate = {
  __typename?: 'PeriodDate';
  /** The period date's id. */
  id: Scalars['ID']['output'];
  /** The month (1–12) of the closed period. */
  month: Scalars['Int']['output'];
  /** The date bookings of that period move to; null when not set. */
  newDate?: Maybe<Scalars['LocalDate']['output']>;
  /** A fingerprint of the period date as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** Article segment 1: the commodity. */
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
  /** The price's id within its list. */
  id: Scalars['ID']['output'];
  /** Which price list. */
  kind: PriceKind;
  /** The price in euro. */
  price: Scalars['Decimal']['output'];
  /** The product, when the provider names its id. */
  product?: Maybe<Product>;
  /** The product code. */
  productCode?: Maybe<Scalars['String']['output']>;
  /** The product's name. */
  productName?: Maybe<Scalars['String']['output']>;
  /** The relation the price is agreed with: the supplier, the customer or the transporter. */
  relationCode?: Maybe<Scalars['String']['output']>;
  /** The supplier, customer or transporter the price belongs to. */
  relationName?: Maybe<Scalars['String']['output']>;
  /** The first day the price applies. */
  startDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The unit the price is per. */
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

/**
 * The print data of a pro-forma sales invoice: total = sum of the line
 * amounts; VAT = total / 100 × VAT percentage (rounded half up to cents); payment 30 days net.
 */
export type ProFormaInvoice = {
  __typename?: 'ProFormaInvoice';
  /** The invoice address. */
  address: InvoiceAddress;
  /** The invoicing company. */
  company: InvoiceCompany;
  /** The customer's reference. */
  customerReference?: Maybe<Scalars['String']['output']>;
  /** The day payment is due: issue date + 30 days. */
  expiryDate: Scalars['LocalDate']['output'];
  /** A file name that says what the file is: proforma-<order>-<issue date>.pdf. */
  fileName: Scalars['String']['output'];
  /** The invoice date: today (Europe/Brussels). */
  issueDate: Scalars['LocalDate']['output'];
  /** The language it is printed in. */
  language: InvoiceLanguage;
  /** The product lines. */
  lines: Array<ProFormaInvoiceLine>;
  /** The payment term in days (30, net). */
  paymentTermDays: Scalars['Int']['output'];
  /** The sales order invoiced. */
  salesOrderId: Scalars['ID']['output'];
  /** The order's text lines, printed under the lines. */
  texts: Array<Scalars['String']['output']>;
  /** Sum of the line amounts (excl. VAT). */
  total: Scalars['Decimal']['output'];
  /** Total including VAT. */
  totalInclVat: Scalars['Decimal']['output'];
  /** The VAT amount. */
  vat: Scalars['Decimal']['output'];
  /** The VAT percentage of the customer. */
  vatPercentage: Scalars['Decimal']['output'];
};

/** A line of a pro-forma invoice. */
export type ProFormaInvoiceLine = {
  __typename?: 'ProFormaInvoiceLine';
  /** Price × quantity as booked on the line. */
  amount: Scalars['Decimal']['output'];
  /** What is sold. */
  description: Scalars['String']['output'];
  /** The loading (reporting) date of the line; null when not set. */
  loadingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** Price per unit. */
  price: Scalars['Decimal']['output'];
  /** Quantity in the sales unit. */
  quantity: Scalars['Decimal']['output'];
  /** The sales unit's code. */
  unit: Scalars['String']['output'];
};

/** The answer of `proFormaInvoice`: the invoice, or why it cannot be made. */
export type ProFormaInvoicePayload = {
  __typename?: 'ProFormaInvoicePayload';
  /** The print data; null when refused. */
  invoice?: Maybe<ProFormaInvoice>;
  /** Why it cannot be made (NO_LINES, NO_CUSTOMER, NOT_FOUND); empty on success. */
  userErrors: Array<UserError>;
};

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
  /** The product's changes, its prices' and documents' included, newest first. */
  history: HistoryList;
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
  /** A fingerprint of the product as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
};


/**
 * A product as the business trades it: one commodity bought from one supplier and sold to one
 * customer, with its units, its three price lists (purchase, sales, transport) and its documents.
 */
export type ProductHistoryArgs = {
  page?: InputMaybe<ListPage>;
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

/** A file attached to a product. */
export type ProductDocument = {
  __typename?: 'ProductDocument';
  /** Where the gateway serves the file: `/files/<id>`. */
  downloadUrl: Scalars['String']['output'];
  /** The file name as uploaded. */
  fileName: Scalars['String']['output'];
  /** The stored file's id. */
  id: Scalars['ID']['output'];
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
  /** Business refusals (DUPLICATE for a product of the same name, supplier and customer; INVALID_INPUT on a field; NOT_FOUND; REFUSED); empty on success. */
  userErrors: Array<UserError>;
};

/** One sort key of the product list. */
export type ProductSort = {
  /** The order. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort on. */
  field: ProductField;
};

/** A product type. */
export type ProductType = {
  __typename?: 'ProductType';
  /** The product type's id. */
  id: Scalars['ID']['output'];
  /** The product type's name. */
  name: Scalars['String']['output'];
};

/** The amounts of a line being typed: amount = price × quantity, VAT at the code's percentage, both rounded half up. */
export type PurchaseLineAmounts = {
  __typename?: 'PurchaseLineAmounts';
  /** The amount: price × quantity, rounded to the cent. */
  amount: Scalars['Decimal']['output'];
  /** The VAT amount: amount × percentage / 100, rounded to the cent; 0 without a VAT code. */
  vatAmount: Scalars['Decimal']['output'];
};

/** A sales-order line (or, for a transport invoice, transport) the add-lines modal found. */
export type PurchaseLineCandidate = {
  __typename?: 'PurchaseLineCandidate';
  /** Container number. */
  container?: Maybe<Scalars['String']['output']>;
  /** The sales-order line id, or the transport id for transport invoices. */
  id: Scalars['ID']['output'];
  /** Packing slip number. */
  packingSlip?: Maybe<Scalars['String']['output']>;
  /** Price that would be invoiced. */
  price: Scalars['Decimal']['output'];
  /** Transport: how the price is meant. */
  pricingType?: Maybe<PricingType>;
  /** The product code. */
  productCode: Scalars['String']['output'];
  /** The purchase invoice of this supplier it already sits on; null when it is free. */
  purchaseOrderId?: Maybe<Scalars['ID']['output']>;
  /** Quantity that would be invoiced. */
  quantity: Scalars['Decimal']['output'];
  /** The sales order. */
  salesOrderId: Scalars['ID']['output'];
  /** Shipping document number. */
  shippingDocument?: Maybe<Scalars['String']['output']>;
  /** The purchase unit; null for block freight. */
  unit?: Maybe<Unit>;
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

/** A manual (custom) line of a purchase invoice. */
export type PurchaseManualLine = {
  __typename?: 'PurchaseManualLine';
  /** The amount: price × quantity, rounded half up to the cent (read-only). */
  amount: Scalars['Decimal']['output'];
  /** The description (required). */
  description: Scalars['String']['output'];
  /** The manual line id. */
  id: Scalars['ID']['output'];
  /** Price per unit. */
  price: Scalars['Decimal']['output'];
  /** The product. */
  product?: Maybe<Product>;
  /** Quantity (step 0.001). */
  quantity: Scalars['Decimal']['output'];
  /** The reporting date; null when not set. */
  reportingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The VAT amount: amount × the VAT code's percentage, rounded half up to the cent (read-only). */
  vatAmount: Scalars['Decimal']['output'];
  /** The VAT code. */
  vatCode?: Maybe<VatCode>;
  /** A fingerprint of the manual line as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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

/**
 * A purchase invoice: what a supplier (or transporter) invoices, matched to the sales-order lines
 * (or transports) it pays for, with manual lines and documents. Once booked in the accounting
 * package it is completed and locked.
 */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  /** The booking number in the accounting package; null until sent. */
  accountingBooking?: Maybe<Scalars['String']['output']>;
  /** The day it was booked; null until sent. */
  bookedOn?: Maybe<Scalars['LocalDate']['output']>;
  /** The description. */
  description: Scalars['String']['output'];
  /** Attached documents. */
  documents: Array<PurchaseOrderDocument>;
  /** The invoice's changes, its lines' and documents' included, newest first. */
  history: HistoryList;
  /** The purchase order number. */
  id: Scalars['ID']['output'];
  /** The invoice date; null when not set. */
  invoiceDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The supplier's invoice number; unique per supplier, ignoring case and surrounding spaces. */
  invoiceNumber: Scalars['String']['output'];
  /** True once booked: the invoice is completed and nothing on it can change. */
  isCompleted: Scalars['Boolean']['output'];
  /** True once sent to accounting (the button is then disabled). */
  isSentToAccounting: Scalars['Boolean']['output'];
  /** A transport invoice: its lines are sales-order transports. Fixed at create. */
  isTransport: Scalars['Boolean']['output'];
  /** The accounting journal it is booked in; null until sent. */
  journal?: Maybe<Scalars['String']['output']>;
  /** The lines taken from sales-order lines (regular) or transports (transport invoices), in the order added. */
  lines: Array<PurchaseOrderLine>;
  /** Manual (custom) lines. */
  manualLines: Array<PurchaseManualLine>;
  /** The supplier (a transporter for a transport invoice). */
  supplier: PurchaseSupplier;
  /** The total including VAT: totalExclVat + totalVat. */
  total: Scalars['Decimal']['output'];
  /** Sum of the line and manual-line amounts (each rounded to the cent). */
  totalExclVat: Scalars['Decimal']['output'];
  /** Sum of the line and manual-line VAT amounts (each rounded to the cent). */
  totalVat: Scalars['Decimal']['output'];
  /** A fingerprint of the invoice's header as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
};


/**
 * A purchase invoice: what a supplier (or transporter) invoices, matched to the sales-order lines
 * (or transports) it pays for, with manual lines and documents. Once booked in the accounting
 * package it is completed and locked.
 */
export type PurchaseOrderHistoryArgs = {
  page?: InputMaybe<ListPage>;
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

/** A file attached to a purchase invoice. */
export type PurchaseOrderDocument = {
  __typename?: 'PurchaseOrderDocument';
  /** Where the file downloads, on this gateway (`/files/{fileId}`). */
  downloadUrl: Scalars['String']['output'];
  /** The stored file's id. */
  fileId: Scalars['ID']['output'];
  /** The file name as uploaded. */
  fileName: Scalars['String']['output'];
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
 * A line of a purchase invoice, copied from a sales-order line (regular) or a sales-order transport
 * (transport invoices). Amount = price × quantity and the VAT amount are rounded half up to the cent.
 */
export type PurchaseOrderLine = {
  __typename?: 'PurchaseOrderLine';
  /** The amount: price × quantity, rounded half up to the cent. */
  amount: Scalars['Decimal']['output'];
  /** Container number. */
  container?: Maybe<Scalars['String']['output']>;
  /** The line id. */
  id: Scalars['ID']['output'];
  /** True for a transport line of an invoice that is not booked: its price can change. */
  isPriceEditable: Scalars['Boolean']['output'];
  /** A transport line. */
  isTransport: Scalars['Boolean']['output'];
  /** Packing slip number. */
  packingSlip?: Maybe<Scalars['String']['output']>;
  /** Price per unit (a transport line's price can change until booked). */
  price: Scalars['Decimal']['output'];
  /** Transport lines: how the price is meant. */
  pricingType?: Maybe<PricingType>;
  /** The product (of the sales-order line); null when the product no longer exists. */
  product?: Maybe<Product>;
  /** Quantity (step 0.001): the purchase quantity; for block freight 1. */
  quantity: Scalars['Decimal']['output'];
  /** The reporting date; null when not set. */
  reportingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The sales order the line belongs to (one call for all the orders a query reaches). */
  salesOrder?: Maybe<SalesOrder>;
  /** The id of the sales order the line belongs to; null when that order was deleted. */
  salesOrderId?: Maybe<Scalars['ID']['output']>;
  /** Shipping document number. */
  shippingDocument?: Maybe<Scalars['String']['output']>;
  /** The purchase unit; null for block freight. */
  unit?: Maybe<Unit>;
  /** The VAT amount (editable until booked). */
  vatAmount: Scalars['Decimal']['output'];
  /** The VAT code. */
  vatCode?: Maybe<VatCode>;
  /** A fingerprint of the line as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
};

/** A page of purchase invoices with the number and totals of the invoices that match. */
export type PurchaseOrderList = {
  __typename?: 'PurchaseOrderList';
  /** The invoices of the requested page. */
  nodes: Array<PurchaseOrder>;
  /** Invoices matching show, packing number and filter, over all pages. */
  totalCount: Scalars['Int']['output'];
  /** Totals over every matching invoice (not only this page). */
  totals: PurchaseOrderTotals;
};

/** The answer of a change to a part of a purchase invoice (line, manual line, document). */
export type PurchaseOrderPartPayload = {
  __typename?: 'PurchaseOrderPartPayload';
  /** The id of the part changed, added or deleted; null when refused. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The invoice as it is now, to refresh its lists and totals. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** The answer of a change to a purchase invoice. */
export type PurchaseOrderPayload = {
  __typename?: 'PurchaseOrderPayload';
  /** The invoice as it is now; null when refused (or when `recordUnknown`). */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /**
   * True when a create was saved but which invoice it made cannot be told (the provider did not answer
   * its id and the list could not tell it apart): the list is to be reloaded, no invoice is opened.
   */
  recordUnknown?: Maybe<Scalars['Boolean']['output']>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
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

/** The sums of a list's filtered rows (all pages). */
export type PurchaseOrderTotals = {
  __typename?: 'PurchaseOrderTotals';
  /** Sum of total. */
  total: Scalars['Decimal']['output'];
  /** Sum of totalExclVat. */
  totalExclVat: Scalars['Decimal']['output'];
  /** Sum of totalVat. */
  totalVat: Scalars['Decimal']['output'];
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
  /** A fingerprint of the price as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** Business refusals (DUPLICATE or PRICE_DATE_TAKEN for a start date that is taken, INVALID_INPUT, NOT_FOUND, REFUSED); empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Who invoices a purchase order: a supplier, or for a transport invoice a transporter. Their
 * default description and VAT code prefill the form and new lines.
 */
export type PurchaseSupplier = {
  __typename?: 'PurchaseSupplier';
  /** The supplier's or transporter's code. */
  code: Scalars['ID']['output'];
  /** The description a new invoice of this supplier starts with; null when none is set. */
  defaultDescription?: Maybe<Scalars['String']['output']>;
  /** The VAT code new lines get; null when none is set (regular lines then get code 12). */
  defaultVatCode?: Maybe<VatCode>;
  /** True for a transporter (transport invoices). */
  isTransporter: Scalars['Boolean']['output'];
  /** The name. */
  name: Scalars['String']['output'];
};

/**
 * A row of the quality overview: a sales order with the amounts the invoicing clerk checks.
 * `canSendInvoice` and `sendInvoiceBlockedBy` are the one rule the UI and report builders read.
 */
export type QualityOrder = {
  __typename?: 'QualityOrder';
  /** The booking number in the accounting package; null until booked. */
  accountingBooking?: Maybe<Scalars['String']['output']>;
  /** The day the order was booked; null until booked. */
  bookingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** May the sales invoice be sent to the accounting package? False when any `sendInvoiceBlockedBy` applies. */
  canSendInvoice: Scalars['Boolean']['output'];
  /** Container number of the first line. */
  container?: Maybe<Scalars['String']['output']>;
  /** The customer; null when the order has none. */
  customer?: Maybe<Customer>;
  /** The customer's reference (Reference customer). */
  customerReference?: Maybe<Scalars['String']['output']>;
  /** The sales order's id. */
  id: Scalars['ID']['output'];
  /** True once the order is completed (invoiced). */
  isCompleted: Scalars['Boolean']['output'];
  /** A temporary order. */
  isTemporary: Scalars['Boolean']['output'];
  /** The customer's language: the default language of its pro-forma invoice. */
  language: InvoiceLanguage;
  /** How many product lines the order has. */
  lineCount: Scalars['Int']['output'];
  /** The loading date; null when not set. */
  loadingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The ISO 8601 week of the loading date with its week-year, such as '2026-W47' (29-12-2025 is in 2026-W01); null when there is no loading date. Filters (LOADING_ISO_WEEK) take a week of a year ('2026-W47', '47 (2026)'). */
  loadingIsoWeek?: Maybe<Scalars['String']['output']>;
  /**
   * The ISO 8601 week number (1–53) of the loading date, without its year; null when there is no loading date.
   * @deprecated A week number without its year names a week of every year: use loadingIsoWeek ('2026-W47'). This field goes in the next release.
   */
  loadingWeek?: Maybe<Scalars['Int']['output']>;
  /** Packing slip number of the first line. */
  packingSlip?: Maybe<Scalars['String']['output']>;
  /** Sum of the purchase amounts of the order's lines. */
  purchaseAmount: Scalars['Decimal']['output'];
  /** Sum of the sales amounts of the order's lines. */
  salesAmount: Scalars['Decimal']['output'];
  /** The sales order itself, with its customer, lines and purchase invoices. */
  salesOrder: SalesOrder;
  /** Every reason the sales invoice may not be sent; empty when it may. */
  sendInvoiceBlockedBy: Array<InvoiceBlock>;
  /** Shipping document number of the first line. */
  shippingDocument?: Maybe<Scalars['String']['output']>;
  /** The supplier. */
  supplier: Supplier;
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

/** A page of the quality overview. */
export type QualityOrderList = {
  __typename?: 'QualityOrderList';
  /** The rows of this page. */
  nodes: Array<QualityOrder>;
  /** How many rows the filter keeps. */
  totalCount: Scalars['Int']['output'];
  /** Sums over all rows the filter keeps. */
  totals: QualityTotals;
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

/** Sums over every row of a quality list that the filter keeps (not only the page). */
export type QualityTotals = {
  __typename?: 'QualityTotals';
  /** Sum of the purchase amounts. */
  purchaseAmount: Scalars['Decimal']['output'];
  /** Sum of the sales amounts. */
  salesAmount: Scalars['Decimal']['output'];
};

/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type Query = {
  __typename?: 'Query';
  /** Users who can approve prices (the active users), for the Approver field of the product form. */
  approvers: Array<Approver>;
  /**
   * Every change recorded, for report builders and auditors (it shows prices and margins), newest
   * first unless sorted otherwise.
   */
  changes: HistoryList;
  /** Is the packing slip or shipping document number already used for this product? Answers the provider's message. */
  checkPackingSlip: PackingSlipCheck;
  /** Customers (accounting package), by name. */
  customers: Array<Customer>;
  /**
   * Containers of demurrage suppliers with their waiting days and status, filtered and sorted on
   * the gateway (picking date ascending by default, as the screen shows it). Not paged.
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
  /** The signed-in user's open sessions, this one included, the most recently used first. */
  mySessions: Array<UserSession>;
  /** All period dates, by year and month. */
  periodDates: Array<PeriodDate>;
  /** The Change Price screen: every price valid on the date, by start date. */
  priceChanges: Array<PriceChange>;
  /** The print data of a pro-forma invoice of a sales order, in a language. An order without lines is refused (NO_LINES). */
  proFormaInvoice: ProFormaInvoicePayload;
  /** One product, or null when it does not exist. */
  product?: Maybe<Product>;
  /** Product groups. */
  productGroups: Array<ProductGroup>;
  /** Product types. */
  productTypes: Array<ProductType>;
  /** Products, filtered, sorted and paged (page.limit at most 10 000). Default sort: code. */
  products: ProductPage;
  /** Amount and VAT amount of a line being typed (the manual-line form's read-only fields). */
  purchaseLineAmounts: PurchaseLineAmounts;
  /** The sales-order lines (transports, for a transport invoice) of the invoice's supplier that match the search. */
  purchaseLineCandidates: Array<PurchaseLineCandidate>;
  /** One purchase invoice; null when it does not exist. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /**
   * Purchase invoices, filtered, sorted and paged on the gateway (id ascending by default), with
   * the totals of every matching invoice. `packingNumber` keeps invoices with a line whose packing
   * slip contains it.
   */
  purchaseOrders: PurchaseOrderList;
  /** A supplier (or, with isTransporter, a transporter) with its default description and VAT code; null when unknown. */
  purchaseSupplier?: Maybe<PurchaseSupplier>;
  /**
   * The quality overview: sales orders with their amounts, filtered, sorted and
   * paged on the gateway (100 a page, id ascending by default), with totals over the filtered rows.
   */
  qualityOrders: QualityOrderList;
  /** The roles a user can be given. */
  roles: Array<RoleInfo>;
  /** The products offered on a line for this customer, supplier and loading date. */
  salesItems: Array<SalesItem>;
  /** Units and approved prices of a product on a day (to prefill the line form). */
  salesLinePricing: SalesLinePricing;
  /** One sales order; null when it does not exist. */
  salesOrder?: Maybe<SalesOrder>;
  /**
   * Sales orders, filtered, sorted and paged on the gateway over the provider's whole list (or by
   * the provider, with its salesOrderPages extension); 100 a page, page.limit at most 10 000, id
   * descending by default.
   */
  salesOrders: SalesOrderList;
  /**
   * Finds sales orders, purchase invoices, products, customers and suppliers whose key fields match the
   * text (letter case, spaces and dashes aside), grouped by kind, best first. Only kinds the user may list
   * are searched. Answered from indexes the gateway keeps and rebuilds when a change moves their list.
   */
  search: SearchResult;
  /** Shipping lines (rederijen). */
  shippingCompanies: Array<ShippingCompany>;
  /** Active staff, for a task's user. */
  staffMembers: Array<StaffMember>;
  /** Suppliers (accounting package), with their demurrage flag. */
  suppliers: Array<Supplier>;
  /** One task; null when it does not exist. */
  task?: Maybe<Task>;
  /** The task statuses, for the edit modal. */
  taskStatuses: Array<TaskStatus>;
  /** The task types, for the edit modal. */
  taskTypes: Array<TaskType>;
  /** Tasks, filtered, sorted and paged on the gateway (id descending by default). */
  tasks: TaskList;
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


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryChangesArgs = {
  filter?: InputMaybe<ChangeFilter>;
  page?: InputMaybe<ListPage>;
  sort?: InputMaybe<Array<ChangeSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryCheckPackingSlipArgs = {
  input: PackingSlipCheckInput;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryDemurrageArgs = {
  filter?: InputMaybe<DemurrageFilter>;
  sort?: InputMaybe<Array<DemurrageSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryMonthEndArgs = {
  filter?: InputMaybe<MonthEndFilter>;
  page?: InputMaybe<ListPage>;
  sort?: InputMaybe<Array<MonthEndSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryPriceChangesArgs = {
  date: Scalars['LocalDate']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryProFormaInvoiceArgs = {
  language: InvoiceLanguage;
  salesOrderId: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<ListPage>;
  sort?: InputMaybe<Array<ProductSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryPurchaseLineAmountsArgs = {
  price: Scalars['Decimal']['input'];
  quantity: Scalars['Decimal']['input'];
  vatCode?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryPurchaseLineCandidatesArgs = {
  purchaseOrderId: Scalars['ID']['input'];
  searchBy: PurchaseLineSearchBy;
  value: Scalars['String']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryPurchaseOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryPurchaseOrdersArgs = {
  filter?: InputMaybe<PurchaseOrderFilter>;
  packingNumber?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<ListPage>;
  show?: InputMaybe<PurchaseOrderShow>;
  sort?: InputMaybe<Array<PurchaseOrderSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryPurchaseSupplierArgs = {
  code: Scalars['ID']['input'];
  isTransporter?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryQualityOrdersArgs = {
  filter?: InputMaybe<QualityOrderFilter>;
  page?: InputMaybe<ListPage>;
  show?: InputMaybe<QualityShow>;
  sort?: InputMaybe<Array<QualityOrderSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QuerySalesItemsArgs = {
  customerCode: Scalars['ID']['input'];
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  supplierCode: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QuerySalesLinePricingArgs = {
  loadingDate?: InputMaybe<Scalars['LocalDate']['input']>;
  productId: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QuerySalesOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QuerySalesOrdersArgs = {
  filter?: InputMaybe<SalesOrderFilter>;
  page?: InputMaybe<ListPage>;
  range?: InputMaybe<SalesOrderRange>;
  refresh?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Array<SalesOrderSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QuerySearchArgs = {
  kinds?: InputMaybe<Array<SearchKind>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryTaskArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryTasksArgs = {
  filter?: InputMaybe<TaskFilter>;
  page?: InputMaybe<ListPage>;
  sort?: InputMaybe<Array<TaskSort>>;
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryTransportCandidatesArgs = {
  lineId: Scalars['ID']['input'];
  salesOrderId: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * What can be read: each domain's file (schema/*.graphql) adds its fields. Without a session only the
 * fields marked `@auth(requires: PUBLIC)` answer.
 */
export type QueryUsersArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};

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

/** The answer of sending one sales invoice or completing an order. */
export type SalesInvoicePayload = {
  __typename?: 'SalesInvoicePayload';
  /** The order's quality row after the change; null when refused. */
  qualityOrder?: Maybe<QualityOrder>;
  /** Business refusals (ALREADY_SENT, ALREADY_COMPLETED, NO_CUSTOMER, TO_BE_PLANNED, TEMPORARY_ORDER, NO_LINES, NOT_FOUND); empty on success. */
  userErrors: Array<UserError>;
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
  /** The booking number in the accounting package; null until booked. */
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
  /** The order's changes, its lines', transports', text lines' and documents' included, newest first. */
  history: HistoryList;
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
  /**
   * The purchase invoices that carry lines of this order; null when the provider cannot say (only a
   * provider with the orderPurchaseInvoices extension does).
   */
  purchaseInvoices?: Maybe<Array<SalesOrderPurchaseInvoice>>;
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
  /** A fingerprint of the order's header as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
};


/**
 * A sales order: goods a supplier delivers to a customer, with their lines, transports, text lines
 * and documents. Once invoiced it is completed, and its lines, transports and text lines are
 * locked (changes need `unlocked: true`).
 */
export type SalesOrderHistoryArgs = {
  page?: InputMaybe<ListPage>;
};

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

/** A file attached to a sales order. */
export type SalesOrderDocument = {
  __typename?: 'SalesOrderDocument';
  /** The kind of document; null when none was given. */
  documentType?: Maybe<DocumentType>;
  /** Where the file downloads, on this gateway (`/files/{fileId}`). */
  downloadUrl: Scalars['String']['output'];
  /** The stored file's id. */
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
 * A product line of a sales order. Amounts follow one rule: amount = price ×
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
  /** The day the line is reported in; null when not set. */
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
  /** A fingerprint of the line as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /**
   * When the provider's answer these rows come from was read: the whole list the gateway pages
   * (kept for LIST_CACHE_MS and shared by the users with the same roles), or the page itself.
   */
  readAt: Scalars['DateTime']['output'];
  /** Orders matching the range and filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The answer of a create, update or copy of a sales order. */
export type SalesOrderPayload = {
  __typename?: 'SalesOrderPayload';
  /**
   * True when a create or copy was saved but which order it made cannot be told (the provider did not
   * answer its id and more than one alike appeared): the list is to be reloaded, no order is opened.
   */
  recordUnknown?: Maybe<Scalars['Boolean']['output']>;
  /** The order, as it is now; null when refused (or when `recordUnknown`). */
  salesOrder?: Maybe<SalesOrder>;
  /** Business refusals; empty on success. */
  userErrors: Array<UserError>;
};

/** A purchase invoice that carries lines of a sales order (as the quality check sees it). */
export type SalesOrderPurchaseInvoice = {
  __typename?: 'SalesOrderPurchaseInvoice';
  /** The booking number in the accounting package; null until sent. */
  accountingBooking?: Maybe<Scalars['String']['output']>;
  /** The purchase order's id. */
  id: Scalars['ID']['output'];
  /** The invoice date; null when not set. */
  invoiceDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The supplier's invoice number. */
  invoiceNumber: Scalars['String']['output'];
  /** A transport invoice. */
  isTransport: Scalars['Boolean']['output'];
  /** The supplier's (or transporter's) name. */
  supplierName: Scalars['String']['output'];
  /** Total of the invoice's lines, excl. VAT. */
  totalExclVat: Scalars['Decimal']['output'];
  /** Total VAT of the invoice's lines. */
  totalVat: Scalars['Decimal']['output'];
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

/** A free text line of a sales order. */
export type SalesOrderTextLine = {
  __typename?: 'SalesOrderTextLine';
  /** The text line id. */
  id: Scalars['ID']['output'];
  /** The text (required). */
  text: Scalars['String']['output'];
  /** A fingerprint of the text line as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** A fingerprint of the transport as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** A fingerprint of the price as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** Business refusals (DUPLICATE or PRICE_DATE_TAKEN for a start date that is taken, INVALID_INPUT, NOT_FOUND, REFUSED); empty on success. */
  userErrors: Array<UserError>;
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

/** The records of one kind that matched, best first. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** The best of them, at most the search's limit. */
  hits: Array<SearchHit>;
  /** The kind. */
  kind: SearchKind;
  /** How many records of this kind matched (more than hits when the limit cut them). */
  totalCount: Scalars['Int']['output'];
};

/** One record found. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The customer, when kind is CUSTOMER. */
  customer?: Maybe<Customer>;
  /** The field that matched best. */
  field: SearchField;
  /** Its id (a customer's or supplier's code). */
  id: Scalars['ID']['output'];
  /** Its kind. */
  kind: SearchKind;
  /** How it matched. */
  match: SearchMatch;
  /** The product, when kind is PRODUCT. */
  product?: Maybe<Product>;
  /** The purchase invoice, when kind is PURCHASE_ORDER. */
  purchaseOrder?: Maybe<PurchaseOrder>;
  /** The sales order, when kind is SALES_ORDER. */
  salesOrder?: Maybe<SalesOrder>;
  /** Higher is better: exact over prefix over contains, then the field's weight, then a shorter value. */
  score: Scalars['Int']['output'];
  /** The supplier, when kind is SUPPLIER. */
  supplier?: Maybe<Supplier>;
  /** That field's value. */
  value: Scalars['String']['output'];
};

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

/** What a search found: a group per kind with a match, in the order of the kinds asked (best group first when none were asked). */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** The groups; a kind without a match has none. */
  groups: Array<SearchGroup>;
  /**
   * True when a kind's list changed moments ago and its index, still being rebuilt, did not answer in time:
   * the previous one did, so a record changed in the last seconds may be missing. Ask again in a moment.
   */
  stale: Scalars['Boolean']['output'];
  /** The text searched for, trimmed. */
  text: Scalars['String']['output'];
};

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

/** A shipping line (rederij). */
export type ShippingCompany = {
  __typename?: 'ShippingCompany';
  /** The shipping company's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The shipping company's name. */
  name: Scalars['String']['output'];
};

/** Ascending or descending order. */
export type SortDirection =
  /** Ascending: smallest, earliest, A first. */
  | 'ASC'
  /** Descending: largest, latest, Z first. */
  | 'DESC';

/** A member of staff as a task's user: id and name only, so that any signed-in user may see it. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** The user's name. */
  userName: Scalars['String']['output'];
};

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

/** A task. */
export type Task = {
  __typename?: 'Task';
  /** The description (required). */
  description: Scalars['String']['output'];
  /** The task's changes, newest first. */
  history: HistoryList;
  /** The task's id. */
  id: Scalars['ID']['output'];
  /** The product it is about; null when none. */
  product?: Maybe<Product>;
  /** The subject (required). */
  subject: Scalars['String']['output'];
  /** Where it stands. */
  taskStatus: TaskStatus;
  /** What kind of task. */
  taskType: TaskType;
  /** The user it is for; null when none. */
  user?: Maybe<StaffMember>;
  /** A fingerprint of the task as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
};


/** A task. */
export type TaskHistoryArgs = {
  page?: InputMaybe<ListPage>;
};

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

/** A page of tasks. */
export type TaskList = {
  __typename?: 'TaskList';
  /** The tasks of this page. */
  nodes: Array<Task>;
  /** How many tasks the filter keeps. */
  totalCount: Scalars['Int']['output'];
};

/** The answer of a task change. */
export type TaskPayload = {
  __typename?: 'TaskPayload';
  /** The task after the change; null when refused. */
  task?: Maybe<Task>;
  /** Business refusals, on the field they concern; empty on success. */
  userErrors: Array<UserError>;
};

/** A sort key of the task list. */
export type TaskSort = {
  /** Ascending or descending. */
  direction?: InputMaybe<SortDirection>;
  /** The field sorted on. */
  field: TaskField;
};

/** Where a task stands (Open, In behandeling, Afgewerkt). */
export type TaskStatus = {
  __typename?: 'TaskStatus';
  /** The status's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A kind of task (Prijswijziging, Kwaliteitscontrole, …). */
export type TaskType = {
  __typename?: 'TaskType';
  /** The type's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
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
  /** A fingerprint of the price as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** Business refusals (DUPLICATE, INVALID_INPUT such as a missing pricingType, NOT_FOUND, REFUSED); empty on success. */
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
  /** A fingerprint of the user as it is now: send it as expectedVersion with a change. */
  version: Scalars['String']['output'];
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
  /** For CHANGED_BY_SOMEONE_ELSE: what changed since the version sent; null otherwise. */
  conflict?: Maybe<Conflict>;
  /**
   * The facts the refusal is about, for the client to say in its own words: which e-mail
   * (EMAIL_TAKEN: email), which packing slip on which order (PACKING_SLIP_USED: number,
   * salesOrderId), which password rule (PASSWORD_POLICY: rule LENGTH, SYMBOL, DIGIT, UPPER or
   * LOWER, and limit). Empty when the code says it all or the refusal is one nobody knows.
   */
  facts: Array<UserErrorFact>;
  /** The input field the refusal concerns; null for the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** The provider's own text of the refusal. */
  message: Scalars['String']['output'];
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

/** One fact of a refusal: its name (see UserError.facts) and its value as text. */
export type UserErrorFact = {
  __typename?: 'UserErrorFact';
  /** The fact's name, e.g. email. */
  name: Scalars['String']['output'];
  /** Its value as text. */
  value: Scalars['String']['output'];
};

/** What the change answers: the user and the business refusals. */
export type UserPayload = {
  __typename?: 'UserPayload';
  /** The user; null when refused. */
  user?: Maybe<User>;
  /** Business refusals; empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** One open session of the signed-in user: a browser or an API client that signed in. */
export type UserSession = {
  __typename?: 'UserSession';
  /** True for the session this request comes from. */
  current: Scalars['Boolean']['output'];
  /** Stands for the session in this list only; it is not its token and opens nothing. */
  id: Scalars['ID']['output'];
  /** When it was last used (to within half a minute). */
  lastUsedAt: Scalars['DateTime']['output'];
  /** When it signed in. */
  startedAt: Scalars['DateTime']['output'];
  /** The browser and system it signed in from, shortened (`Firefox 133 on Linux`); null when unknown. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** A VAT code of the accounting package. */
export type VatCode = {
  __typename?: 'VatCode';
  /** The vat code's code (the key the accounting package uses). */
  code: Scalars['ID']['output'];
  /** The VAT code's description. */
  description: Scalars['String']['output'];
  /**
   * The VAT percentage; null when the provider does not say (only a provider with the
   * vatPercentage extension does). VAT amounts then come from the provider's
   * calculate-VAT call.
   */
  percentage?: Maybe<Scalars['Decimal']['output']>;
};

export type UserErrorFieldsFragment = { __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null };

export type HistoryEntryFieldsFragment = { __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> };

export type DemurrageRowFieldsFragment = { __typename?: 'DemurrageRow', id: string, container?: string | null, productCode?: string | null, salesQuantity?: string | null, arrivalDate?: string | null, pickingDate?: string | null, pickupReference?: string | null, daysWaiting?: number | null, status: DemurrageStatus, ambiguousNames: Array<DemurrageField>, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type DemurrageQueryVariables = Exact<{ [key: string]: never; }>;


export type DemurrageQuery = { __typename?: 'Query', demurrage: { __typename?: 'DemurrageList', totalCount: number, freeDays?: number | null, nodes: Array<{ __typename?: 'DemurrageRow', id: string, container?: string | null, productCode?: string | null, salesQuantity?: string | null, arrivalDate?: string | null, pickingDate?: string | null, pickupReference?: string | null, daysWaiting?: number | null, status: DemurrageStatus, ambiguousNames: Array<DemurrageField>, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null }> } };

export type ChangesQueryVariables = Exact<{
  filter?: InputMaybe<ChangeFilter>;
  sort?: InputMaybe<Array<ChangeSort> | ChangeSort>;
  page?: InputMaybe<ListPage>;
}>;


export type ChangesQuery = { __typename?: 'Query', changes: { __typename?: 'HistoryList', totalCount: number, nodes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } };

export type QualityRowFragment = { __typename?: 'QualityOrder', id: string, purchaseAmount: string, salesAmount: string, loadingDate?: string | null, loadingIsoWeek?: string | null, packingSlip?: string | null, container?: string | null, customerReference?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, bookingDate?: string | null, isCompleted: boolean, isTemporary: boolean, language: InvoiceLanguage, canSendInvoice: boolean, sendInvoiceBlockedBy: Array<InvoiceBlock>, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string } };

export type QualityOrdersQueryVariables = Exact<{
  filter?: InputMaybe<QualityOrderFilter>;
  sort?: InputMaybe<Array<QualityOrderSort> | QualityOrderSort>;
  page?: InputMaybe<ListPage>;
  show?: InputMaybe<QualityShow>;
}>;


export type QualityOrdersQuery = { __typename?: 'Query', qualityOrders: { __typename?: 'QualityOrderList', totalCount: number, totals: { __typename?: 'QualityTotals', purchaseAmount: string, salesAmount: string }, nodes: Array<{ __typename?: 'QualityOrder', id: string, purchaseAmount: string, salesAmount: string, loadingDate?: string | null, loadingIsoWeek?: string | null, packingSlip?: string | null, container?: string | null, customerReference?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, bookingDate?: string | null, isCompleted: boolean, isTemporary: boolean, language: InvoiceLanguage, canSendInvoice: boolean, sendInvoiceBlockedBy: Array<InvoiceBlock>, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string } }> } };

export type ProFormaInvoiceQueryVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  language: InvoiceLanguage;
}>;


export type ProFormaInvoiceQuery = { __typename?: 'Query', proFormaInvoice: { __typename?: 'ProFormaInvoicePayload', invoice?: { __typename?: 'ProFormaInvoice', salesOrderId: string, language: InvoiceLanguage, customerReference?: string | null, vatPercentage: string, texts: Array<string>, total: string, vat: string, totalInclVat: string, issueDate: string, expiryDate: string, paymentTermDays: number, fileName: string, company: { __typename?: 'InvoiceCompany', configured: boolean, name: string, addressLine1: string, postalCode: string, city: string, country: string, vatNumber: string, iban: string, email: string, phone: string }, address: { __typename?: 'InvoiceAddress', customerCode: string, name: string, addressLine1: string, postalCode: string, city: string, country: string }, lines: Array<{ __typename?: 'ProFormaInvoiceLine', loadingDate?: string | null, quantity: string, unit: string, description: string, price: string, amount: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type SendSalesInvoiceMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendSalesInvoiceMutation = { __typename?: 'Mutation', sendSalesInvoice: { __typename?: 'SalesInvoicePayload', qualityOrder?: { __typename?: 'QualityOrder', id: string, purchaseAmount: string, salesAmount: string, loadingDate?: string | null, loadingIsoWeek?: string | null, packingSlip?: string | null, container?: string | null, customerReference?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, bookingDate?: string | null, isCompleted: boolean, isTemporary: boolean, language: InvoiceLanguage, canSendInvoice: boolean, sendInvoiceBlockedBy: Array<InvoiceBlock>, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type CompleteSalesOrderMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompleteSalesOrderMutation = { __typename?: 'Mutation', completeSalesOrder: { __typename?: 'SalesInvoicePayload', qualityOrder?: { __typename?: 'QualityOrder', id: string, purchaseAmount: string, salesAmount: string, loadingDate?: string | null, loadingIsoWeek?: string | null, packingSlip?: string | null, container?: string | null, customerReference?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, bookingDate?: string | null, isCompleted: boolean, isTemporary: boolean, language: InvoiceLanguage, canSendInvoice: boolean, sendInvoiceBlockedBy: Array<InvoiceBlock>, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier: { __typename?: 'Supplier', code: string, name: string } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type BulkSendResultFragment = { __typename?: 'BulkSendPayload', sentCount?: number | null, sentIds: Array<string>, refused: Array<{ __typename?: 'BulkSendRefusal', id: string, code: UserErrorCode, message: string }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> };

export type SendAllSalesOrdersMutationVariables = Exact<{ [key: string]: never; }>;


export type SendAllSalesOrdersMutation = { __typename?: 'Mutation', sendAllSalesOrders: { __typename?: 'BulkSendPayload', sentCount?: number | null, sentIds: Array<string>, refused: Array<{ __typename?: 'BulkSendRefusal', id: string, code: UserErrorCode, message: string }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type SendAllPurchaseOrdersMutationVariables = Exact<{ [key: string]: never; }>;


export type SendAllPurchaseOrdersMutation = { __typename?: 'Mutation', sendAllPurchaseOrders: { __typename?: 'BulkSendPayload', sentCount?: number | null, sentIds: Array<string>, refused: Array<{ __typename?: 'BulkSendRefusal', id: string, code: UserErrorCode, message: string }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type QualityOrderVersionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type QualityOrderVersionQuery = { __typename?: 'Query', salesOrder?: { __typename?: 'SalesOrder', id: string, version: string } | null };

export type MonthEndRowFieldsFragment = { __typename?: 'MonthEndRow', id: string, productCode: string, loadingDate?: string | null, salesOrderId: string, salesBooking?: string | null, salesQuantity: string, salesAmount: string, purchaseOrderId?: string | null, purchaseBooking?: string | null, purchaseQuantity?: string | null, purchaseAmount?: string | null, needsTransport: boolean, transportOrderId?: string | null, transportBooking?: string | null, transportQuantity?: string | null, transportAmount?: string | null, isComplete: boolean };

export type MonthEndQueryVariables = Exact<{
  filter?: InputMaybe<MonthEndFilter>;
  sort?: InputMaybe<Array<MonthEndSort> | MonthEndSort>;
  page?: InputMaybe<ListPage>;
}>;


export type MonthEndQuery = { __typename?: 'Query', monthEnd: { __typename?: 'MonthEndList', nodes: Array<{ __typename?: 'MonthEndRow', id: string, productCode: string, loadingDate?: string | null, salesOrderId: string, salesBooking?: string | null, salesQuantity: string, salesAmount: string, purchaseOrderId?: string | null, purchaseBooking?: string | null, purchaseQuantity?: string | null, purchaseAmount?: string | null, needsTransport: boolean, transportOrderId?: string | null, transportBooking?: string | null, transportQuantity?: string | null, transportAmount?: string | null, isComplete: boolean }> } };

export type MonthEndCountQueryVariables = Exact<{
  filter?: InputMaybe<MonthEndFilter>;
}>;


export type MonthEndCountQuery = { __typename?: 'Query', monthEnd: { __typename?: 'MonthEndList', totalCount: number } };

export type MonthEndTotalsQueryVariables = Exact<{
  filter?: InputMaybe<MonthEndFilter>;
}>;


export type MonthEndTotalsQuery = { __typename?: 'Query', monthEnd: { __typename?: 'MonthEndList', totals: { __typename?: 'MonthEndTotals', salesQuantity: string, salesAmount: string, purchaseQuantity: string, purchaseAmount: string, transportQuantity: string, transportAmount: string, missingSalesBookings: number, missingPurchaseBookings: number, missingTransportBookings: number, incompleteRows: number } } };

export type PeriodDateRowFragment = { __typename?: 'PeriodDate', id: string, version: string, year: number, month: number, newDate?: string | null };

export type PeriodDatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PeriodDatesQuery = { __typename?: 'Query', periodDates: Array<{ __typename?: 'PeriodDate', id: string, version: string, year: number, month: number, newDate?: string | null }> };

export type CreatePeriodDateMutationVariables = Exact<{
  input: CreatePeriodDateInput;
}>;


export type CreatePeriodDateMutation = { __typename?: 'Mutation', createPeriodDate: { __typename?: 'PeriodDatePayload', periodDate?: { __typename?: 'PeriodDate', id: string, version: string, year: number, month: number, newDate?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdatePeriodDateMutationVariables = Exact<{
  input: UpdatePeriodDateInput;
}>;


export type UpdatePeriodDateMutation = { __typename?: 'Mutation', updatePeriodDate: { __typename?: 'PeriodDatePayload', periodDate?: { __typename?: 'PeriodDate', id: string, version: string, year: number, month: number, newDate?: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeletePeriodDateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeletePeriodDateMutation = { __typename?: 'Mutation', deletePeriodDate: { __typename?: 'DeletePeriodDatePayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type CreatePurchasePriceMutationVariables = Exact<{
  input: CreatePriceInput;
}>;


export type CreatePurchasePriceMutation = { __typename?: 'Mutation', createPurchasePrice: { __typename?: 'PurchasePricePayload', purchasePrice?: { __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdatePurchasePriceMutationVariables = Exact<{
  input: UpdatePriceInput;
}>;


export type UpdatePurchasePriceMutation = { __typename?: 'Mutation', updatePurchasePrice: { __typename?: 'PurchasePricePayload', purchasePrice?: { __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, affectedLines: Array<{ __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type ApprovePurchasePriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApprovePurchasePriceMutation = { __typename?: 'Mutation', approvePurchasePrice: { __typename?: 'PurchasePricePayload', product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeletePurchasePriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeletePurchasePriceMutation = { __typename?: 'Mutation', deletePurchasePrice: { __typename?: 'DeletePricePayload', deletedId?: string | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type CreateSalesPriceMutationVariables = Exact<{
  input: CreatePriceInput;
}>;


export type CreateSalesPriceMutation = { __typename?: 'Mutation', createSalesPrice: { __typename?: 'SalesPricePayload', salesPrice?: { __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateSalesPriceMutationVariables = Exact<{
  input: UpdatePriceInput;
}>;


export type UpdateSalesPriceMutation = { __typename?: 'Mutation', updateSalesPrice: { __typename?: 'SalesPricePayload', salesPrice?: { __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, affectedLines: Array<{ __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type ApproveSalesPriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveSalesPriceMutation = { __typename?: 'Mutation', approveSalesPrice: { __typename?: 'SalesPricePayload', product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteSalesPriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteSalesPriceMutation = { __typename?: 'Mutation', deleteSalesPrice: { __typename?: 'DeletePricePayload', deletedId?: string | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type CreateTransportPriceMutationVariables = Exact<{
  input: CreateTransportPriceInput;
}>;


export type CreateTransportPriceMutation = { __typename?: 'Mutation', createTransportPrice: { __typename?: 'TransportPricePayload', transportPrice?: { __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateTransportPriceMutationVariables = Exact<{
  input: UpdatePriceInput;
}>;


export type UpdateTransportPriceMutation = { __typename?: 'Mutation', updateTransportPrice: { __typename?: 'TransportPricePayload', transportPrice?: { __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null } | null, product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, affectedLines: Array<{ __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null }>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type ApproveTransportPriceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type ApproveTransportPriceMutation = { __typename?: 'Mutation', approveTransportPrice: { __typename?: 'TransportPricePayload', product?: { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type RepriceOrderLinesMutationVariables = Exact<{
  kind: PriceKind;
  lines: Array<RepriceLineInput> | RepriceLineInput;
}>;


export type RepriceOrderLinesMutation = { __typename?: 'Mutation', repriceOrderLines: { __typename?: 'RepriceOrderLinesPayload', repricedLineIds: Array<string>, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type PriceChangesQueryVariables = Exact<{
  date: Scalars['LocalDate']['input'];
}>;


export type PriceChangesQuery = { __typename?: 'Query', priceChanges: Array<{ __typename?: 'PriceChange', id: string, kind: PriceKind, articleSegment1?: string | null, articleSegment2?: string | null, articleSegment3?: string | null, startDate?: string | null, endDate?: string | null, unit?: string | null, price: string, productName?: string | null, productCode?: string | null, relationCode?: string | null, relationName?: string | null, color: string, product?: { __typename?: 'Product', id: string } | null }> };

export type UpdatePriceChangeMutationVariables = Exact<{
  input: UpdatePriceChangeInput;
}>;


export type UpdatePriceChangeMutation = { __typename?: 'Mutation', updatePriceChange: { __typename?: 'PriceChangePayload', updatedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type PriceVersionsQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type PriceVersionsQuery = { __typename?: 'Query', product?: { __typename?: 'Product', id: string, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, price: string, startDate: string, endDate: string }> } | null };

export type ProductRowFragment = { __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, salesPrice?: string | null, purchasePrice?: string | null, kilogram?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type ProductFactsFragment = { __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> };

export type PurchasePriceRowFragment = { __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean };

export type SalesPriceRowFragment = { __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean };

export type TransportPriceRowFragment = { __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null };

export type ProductPriceListsFragment = { __typename?: 'Product', id: string, salesPrice?: string | null, purchasePrice?: string | null, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> };

export type AffectedLineFragment = { __typename?: 'AffectedOrderLine', id: string, salesOrderId?: string | null, productCode?: string | null, productDescription?: string | null, loadingDate?: string | null, quantity?: string | null, currentPrice?: string | null, newPrice?: string | null, pricingType?: PricingType | null };

export type ProductsQueryVariables = Exact<{
  filter?: InputMaybe<ProductFilter>;
  sort?: InputMaybe<Array<ProductSort> | ProductSort>;
  page?: InputMaybe<ListPage>;
}>;


export type ProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', totalCount: number, nodes: Array<{ __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, salesPrice?: string | null, purchasePrice?: string | null, kilogram?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }> } };

export type ProductTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductTotalQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', totalCount: number } };

export type ProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductQuery = { __typename?: 'Query', product?: { __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, salesPrice?: string | null, purchasePrice?: string | null, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }>, purchasePrices: Array<{ __typename?: 'PurchasePrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, salesPrices: Array<{ __typename?: 'SalesPrice', id: string, version: string, price: string, startDate: string, endDate: string, isApproved: boolean, canDelete: boolean }>, transportPrices: Array<{ __typename?: 'TransportPrice', id: string, version: string, pricingType?: PricingType | null, price: string, startDate: string, endDate: string, isApproved: boolean, transporter?: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } | null }> } | null };

export type ProductFormOptionsQueryVariables = Exact<{
  withApprovers: Scalars['Boolean']['input'];
}>;


export type ProductFormOptionsQuery = { __typename?: 'Query', suppliers: Array<{ __typename?: 'Supplier', code: string, name: string }>, customers: Array<{ __typename?: 'Customer', code: string, name: string, note?: string | null }>, units: Array<{ __typename?: 'Unit', code: string, name: string }>, productGroups: Array<{ __typename?: 'ProductGroup', code: string, name: string }>, approvers?: Array<{ __typename?: 'Approver', id: string, userName: string }> };

export type TransportersQueryVariables = Exact<{ [key: string]: never; }>;


export type TransportersQuery = { __typename?: 'Query', transporters: Array<{ __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean }> };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type CopyProductMutationVariables = Exact<{
  input: CopyProductInput;
}>;


export type CopyProductMutation = { __typename?: 'Mutation', copyProduct: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateProductMutationVariables = Exact<{
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { __typename?: 'Mutation', updateProduct: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, version: string, code: string, name: string, description?: string | null, kilogram?: string | null, note?: string | null, accountingBooking?: string | null, canDelete: boolean, supplier?: { __typename?: 'Supplier', code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string, note?: string | null } | null, productGroup?: { __typename?: 'ProductGroup', code: string, name: string } | null, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null, approver?: { __typename?: 'Approver', id: string, userName: string } | null, documents: Array<{ __typename?: 'ProductDocument', id: string, fileName: string, downloadUrl: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteProductMutation = { __typename?: 'Mutation', deleteProduct: { __typename?: 'DeleteProductPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type SendProductToAccountingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendProductToAccountingMutation = { __typename?: 'Mutation', sendProductToAccounting: { __typename?: 'ProductPayload', product?: { __typename?: 'Product', id: string, version: string, accountingBooking?: string | null, canDelete: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type ProductHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<ListPage>;
}>;


export type ProductHistoryQuery = { __typename?: 'Query', product?: { __typename?: 'Product', id: string, history: { __typename?: 'HistoryList', totalCount: number, nodes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } } | null };

export type PurchaseOrderRowFragment = { __typename?: 'PurchaseOrder', id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } };

export type PurchaseOrderLineFieldsFragment = { __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null };

export type PurchaseManualLineFieldsFragment = { __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null };

export type PurchaseOrderDetailFragment = { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } };

export type PurchaseOrdersQueryVariables = Exact<{
  filter?: InputMaybe<PurchaseOrderFilter>;
  sort?: InputMaybe<Array<PurchaseOrderSort> | PurchaseOrderSort>;
  page?: InputMaybe<ListPage>;
  show?: InputMaybe<PurchaseOrderShow>;
  packingNumber?: InputMaybe<Scalars['String']['input']>;
}>;


export type PurchaseOrdersQuery = { __typename?: 'Query', purchaseOrders: { __typename?: 'PurchaseOrderList', totalCount: number, totals: { __typename?: 'PurchaseOrderTotals', totalExclVat: string, totalVat: string, total: string }, nodes: Array<{ __typename?: 'PurchaseOrder', id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } }> } };

export type PurchaseOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PurchaseOrderQuery = { __typename?: 'Query', purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null };

export type PurchaseOrderFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseOrderFormOptionsQuery = { __typename?: 'Query', suppliers: Array<{ __typename?: 'Supplier', code: string, name: string }>, transporters: Array<{ __typename?: 'Transporter', code: string, name: string }> };

export type PurchaseSupplierDefaultsQueryVariables = Exact<{
  code: Scalars['ID']['input'];
  isTransporter?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type PurchaseSupplierDefaultsQuery = { __typename?: 'Query', purchaseSupplier?: { __typename?: 'PurchaseSupplier', code: string, defaultDescription?: string | null, defaultVatCode?: { __typename?: 'VatCode', code: string } | null } | null };

export type PurchaseLineOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseLineOptionsQuery = { __typename?: 'Query', vatCodes: Array<{ __typename?: 'VatCode', code: string, description: string, percentage?: string | null }> };

export type PurchaseManualLineOptionsQueryVariables = Exact<{
  filter?: InputMaybe<ProductFilter>;
}>;


export type PurchaseManualLineOptionsQuery = { __typename?: 'Query', vatCodes: Array<{ __typename?: 'VatCode', code: string, description: string, percentage?: string | null }>, products: { __typename?: 'ProductPage', nodes: Array<{ __typename?: 'Product', id: string, code: string, name: string }> } };

export type PurchaseLineCandidatesQueryVariables = Exact<{
  purchaseOrderId: Scalars['ID']['input'];
  searchBy: PurchaseLineSearchBy;
  value: Scalars['String']['input'];
}>;


export type PurchaseLineCandidatesQuery = { __typename?: 'Query', purchaseLineCandidates: Array<{ __typename?: 'PurchaseLineCandidate', id: string, salesOrderId: string, productCode: string, pricingType?: PricingType | null, quantity: string, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, purchaseOrderId?: string | null, unit?: { __typename?: 'Unit', code: string, name: string } | null }> };

export type PurchaseLineAmountsQueryVariables = Exact<{
  price: Scalars['Decimal']['input'];
  quantity: Scalars['Decimal']['input'];
  vatCode?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PurchaseLineAmountsQuery = { __typename?: 'Query', purchaseLineAmounts: { __typename?: 'PurchaseLineAmounts', amount: string, vatAmount: string } };

export type CreatePurchaseOrderMutationVariables = Exact<{
  input: CreatePurchaseOrderInput;
}>;


export type CreatePurchaseOrderMutation = { __typename?: 'Mutation', createPurchaseOrder: { __typename?: 'PurchaseOrderPayload', recordUnknown?: boolean | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdatePurchaseOrderMutationVariables = Exact<{
  input: UpdatePurchaseOrderInput;
}>;


export type UpdatePurchaseOrderMutation = { __typename?: 'Mutation', updatePurchaseOrder: { __typename?: 'PurchaseOrderPayload', purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeletePurchaseOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeletePurchaseOrderMutation = { __typename?: 'Mutation', deletePurchaseOrder: { __typename?: 'DeletePurchaseOrderPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type SendPurchaseOrderToAccountingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendPurchaseOrderToAccountingMutation = { __typename?: 'Mutation', sendPurchaseOrderToAccounting: { __typename?: 'PurchaseOrderPayload', purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AttachDocumentToPurchaseOrderMutationVariables = Exact<{
  purchaseOrderId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
}>;


export type AttachDocumentToPurchaseOrderMutation = { __typename?: 'Mutation', attachPurchaseOrderDocument: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type RemoveDocumentFromPurchaseOrderMutationVariables = Exact<{
  purchaseOrderId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
}>;


export type RemoveDocumentFromPurchaseOrderMutation = { __typename?: 'Mutation', deletePurchaseOrderDocument: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AddPurchaseOrderLinesMutationVariables = Exact<{
  input: AddPurchaseOrderLinesInput;
}>;


export type AddPurchaseOrderLinesMutation = { __typename?: 'Mutation', addPurchaseOrderLines: { __typename?: 'AddPurchaseOrderLinesPayload', added: Array<{ __typename?: 'PurchaseOrderLine', id: string }>, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdatePurchaseLineVatMutationVariables = Exact<{
  input: UpdatePurchaseLineVatInput;
}>;


export type UpdatePurchaseLineVatMutation = { __typename?: 'Mutation', updatePurchaseLineVat: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdatePurchaseTransportPriceMutationVariables = Exact<{
  input: UpdatePurchaseTransportPriceInput;
}>;


export type UpdatePurchaseTransportPriceMutation = { __typename?: 'Mutation', updatePurchaseTransportPrice: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeletePurchaseOrderLineMutationVariables = Exact<{
  purchaseOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeletePurchaseOrderLineMutation = { __typename?: 'Mutation', deletePurchaseOrderLine: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AddPurchaseManualLineMutationVariables = Exact<{
  input: AddPurchaseManualLineInput;
}>;


export type AddPurchaseManualLineMutation = { __typename?: 'Mutation', addPurchaseManualLine: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdatePurchaseManualLineMutationVariables = Exact<{
  input: UpdatePurchaseManualLineInput;
}>;


export type UpdatePurchaseManualLineMutation = { __typename?: 'Mutation', updatePurchaseManualLine: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeletePurchaseManualLineMutationVariables = Exact<{
  purchaseOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeletePurchaseManualLineMutation = { __typename?: 'Mutation', deletePurchaseManualLine: { __typename?: 'PurchaseOrderPartPayload', id?: string | null, purchaseOrder?: { __typename?: 'PurchaseOrder', bookedOn?: string | null, journal?: string | null, isSentToAccounting: boolean, id: string, version: string, invoiceNumber: string, invoiceDate?: string | null, description: string, isTransport: boolean, totalExclVat: string, totalVat: string, total: string, accountingBooking?: string | null, isCompleted: boolean, lines: Array<{ __typename?: 'PurchaseOrderLine', id: string, version: string, isTransport: boolean, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, pricingType?: PricingType | null, isPriceEditable: boolean, salesOrderId?: string | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, unit?: { __typename?: 'Unit', code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, manualLines: Array<{ __typename?: 'PurchaseManualLine', id: string, version: string, quantity: string, price: string, amount: string, vatAmount: string, reportingDate?: string | null, description: string, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, vatCode?: { __typename?: 'VatCode', code: string, description: string } | null }>, documents: Array<{ __typename?: 'PurchaseOrderDocument', fileId: string, fileName: string, downloadUrl: string }>, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string, isTransporter: boolean } } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type PurchaseOrderHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<ListPage>;
}>;


export type PurchaseOrderHistoryQuery = { __typename?: 'Query', purchaseOrder?: { __typename?: 'PurchaseOrder', id: string, history: { __typename?: 'HistoryList', totalCount: number, nodes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } } | null };

export type SalesOrderRowFragment = { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, salesQuantity?: string | null, purchaseQuantity?: string | null, productCode?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, isCompleted: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type SalesOrderLineFieldsFragment = { __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null };

export type SalesOrderTransportFieldsFragment = { __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } };

export type SalesOrderDocumentFieldsFragment = { __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null };

export type SalesOrderDetailFragment = { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> };

export type SalesOrdersQueryVariables = Exact<{
  filter?: InputMaybe<SalesOrderFilter>;
  sort?: InputMaybe<Array<SalesOrderSort> | SalesOrderSort>;
  page?: InputMaybe<ListPage>;
  range?: InputMaybe<SalesOrderRange>;
  refresh?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type SalesOrdersQuery = { __typename?: 'Query', salesOrders: { __typename?: 'SalesOrderList', totalCount: number, readAt: string, nodes: Array<{ __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, salesQuantity?: string | null, purchaseQuantity?: string | null, productCode?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, accountingBooking?: string | null, isCompleted: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }> } };

export type SalesOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SalesOrderQuery = { __typename?: 'Query', salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, documentTypes: Array<{ __typename?: 'DocumentType', id: string, name: string }> };

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


export type CheckPackingSlipQuery = { __typename?: 'Query', checkPackingSlip: { __typename?: 'PackingSlipCheck', isDuplicate: boolean, message: string, usedOnSalesOrderId?: string | null } };

export type CreateSalesOrderMutationVariables = Exact<{
  input: CreateSalesOrderInput;
}>;


export type CreateSalesOrderMutation = { __typename?: 'Mutation', createSalesOrder: { __typename?: 'SalesOrderPayload', recordUnknown?: boolean | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateSalesOrderMutationVariables = Exact<{
  input: UpdateSalesOrderInput;
}>;


export type UpdateSalesOrderMutation = { __typename?: 'Mutation', updateSalesOrder: { __typename?: 'SalesOrderPayload', salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type CopySalesOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CopySalesOrderMutation = { __typename?: 'Mutation', copySalesOrder: { __typename?: 'SalesOrderPayload', recordUnknown?: boolean | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteSalesOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteSalesOrderMutation = { __typename?: 'Mutation', deleteSalesOrder: { __typename?: 'DeleteSalesOrderPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AttachDocumentToSalesOrderMutationVariables = Exact<{
  input: AttachSalesOrderDocumentInput;
}>;


export type AttachDocumentToSalesOrderMutation = { __typename?: 'Mutation', attachSalesOrderDocument: { __typename?: 'SalesOrderDocumentPayload', salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type RemoveDocumentFromSalesOrderMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
}>;


export type RemoveDocumentFromSalesOrderMutation = { __typename?: 'Mutation', deleteSalesOrderDocument: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AddSalesOrderLineMutationVariables = Exact<{
  input: AddSalesOrderLineInput;
}>;


export type AddSalesOrderLineMutation = { __typename?: 'Mutation', addSalesOrderLine: { __typename?: 'SalesOrderLinePayload', line?: { __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateSalesOrderLineMutationVariables = Exact<{
  input: UpdateSalesOrderLineInput;
}>;


export type UpdateSalesOrderLineMutation = { __typename?: 'Mutation', updateSalesOrderLine: { __typename?: 'SalesOrderLinePayload', line?: { __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteSalesOrderLineMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteSalesOrderLineMutation = { __typename?: 'Mutation', deleteSalesOrderLine: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AddSalesOrderTransportMutationVariables = Exact<{
  input: AddSalesOrderTransportInput;
}>;


export type AddSalesOrderTransportMutation = { __typename?: 'Mutation', addSalesOrderTransport: { __typename?: 'SalesOrderTransportPayload', transport?: { __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateSalesOrderTransportMutationVariables = Exact<{
  input: UpdateSalesOrderTransportInput;
}>;


export type UpdateSalesOrderTransportMutation = { __typename?: 'Mutation', updateSalesOrderTransport: { __typename?: 'SalesOrderTransportPayload', transport?: { __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteSalesOrderTransportMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteSalesOrderTransportMutation = { __typename?: 'Mutation', deleteSalesOrderTransport: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type AddSalesOrderTextLineMutationVariables = Exact<{
  input: AddSalesOrderTextLineInput;
}>;


export type AddSalesOrderTextLineMutation = { __typename?: 'Mutation', addSalesOrderTextLine: { __typename?: 'SalesOrderTextLinePayload', textLine?: { __typename?: 'SalesOrderTextLine', id: string, version: string, text: string } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateSalesOrderTextLineMutationVariables = Exact<{
  input: UpdateSalesOrderTextLineInput;
}>;


export type UpdateSalesOrderTextLineMutation = { __typename?: 'Mutation', updateSalesOrderTextLine: { __typename?: 'SalesOrderTextLinePayload', textLine?: { __typename?: 'SalesOrderTextLine', id: string, version: string, text: string } | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteSalesOrderTextLineMutationVariables = Exact<{
  salesOrderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  unlocked?: InputMaybe<Scalars['Boolean']['input']>;
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteSalesOrderTextLineMutation = { __typename?: 'Mutation', deleteSalesOrderTextLine: { __typename?: 'DeleteSalesOrderPartPayload', deletedId?: string | null, salesOrder?: { __typename?: 'SalesOrder', id: string, version: string, customerReference?: string | null, loadingDate?: string | null, arrivalDate?: string | null, comments?: string | null, pickupReference?: string | null, isCompleted: boolean, accountingBooking?: string | null, isTemporary: boolean, customer?: { __typename?: 'Customer', code: string, name: string, isToBePlanned: boolean } | null, supplier: { __typename?: 'Supplier', code: string, name: string, hasDemurrage: boolean }, shippingCompany?: { __typename?: 'ShippingCompany', code: string, name: string } | null, lines: Array<{ __typename?: 'SalesOrderLine', id: string, version: string, salesQuantity: string, salesPrice: string, salesAmount: string, purchaseQuantity: string, purchasePrice: string, purchaseAmount: string, purchaseQuantityChanged: boolean, reportingDate?: string | null, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, product: { __typename?: 'Product', id: string, code: string, name: string }, salesUnit?: { __typename?: 'Unit', code: string, name: string } | null, purchaseUnit?: { __typename?: 'Unit', code: string, name: string } | null }>, transports: Array<{ __typename?: 'SalesOrderTransport', id: string, version: string, pricingType?: PricingType | null, price: string, packingSlip?: string | null, container?: string | null, shippingDocument?: string | null, line?: { __typename?: 'SalesOrderLine', id: string } | null, transporter: { __typename?: 'Transporter', code: string, name: string, needsPricingType: boolean } }>, textLines: Array<{ __typename?: 'SalesOrderTextLine', id: string, version: string, text: string }>, documents: Array<{ __typename?: 'SalesOrderDocument', fileId: string, fileName: string, downloadUrl: string, documentType?: { __typename?: 'DocumentType', id: string, name: string } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type SalesOrderHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<ListPage>;
}>;


export type SalesOrderHistoryQuery = { __typename?: 'Query', salesOrder?: { __typename?: 'SalesOrder', id: string, history: { __typename?: 'HistoryList', totalCount: number, nodes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } } | null };

export type SearchQueryVariables = Exact<{
  text: Scalars['String']['input'];
  kinds?: InputMaybe<Array<SearchKind> | SearchKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchResult', text: string, stale: boolean, groups: Array<{ __typename?: 'SearchGroup', kind: SearchKind, totalCount: number, hits: Array<{ __typename?: 'SearchHit', kind: SearchKind, id: string, field: SearchField, value: string, match: SearchMatch, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, customer?: { __typename?: 'Customer', code: string, name: string } | null } | null, purchaseOrder?: { __typename?: 'PurchaseOrder', id: string, invoiceNumber: string, invoiceDate?: string | null, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string } } | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier?: { __typename?: 'Supplier', code: string, name: string } | null }> }> } };

export type SearchHitFieldsFragment = { __typename?: 'SearchHit', kind: SearchKind, id: string, field: SearchField, value: string, match: SearchMatch, salesOrder?: { __typename?: 'SalesOrder', id: string, customerReference?: string | null, loadingDate?: string | null, customer?: { __typename?: 'Customer', code: string, name: string } | null } | null, purchaseOrder?: { __typename?: 'PurchaseOrder', id: string, invoiceNumber: string, invoiceDate?: string | null, supplier: { __typename?: 'PurchaseSupplier', code: string, name: string } } | null, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, customer?: { __typename?: 'Customer', code: string, name: string } | null, supplier?: { __typename?: 'Supplier', code: string, name: string } | null };

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

export type TaskRowFragment = { __typename?: 'Task', id: string, version: string, subject: string, description: string, taskType: { __typename?: 'TaskType', id: string, name: string }, taskStatus: { __typename?: 'TaskStatus', id: string, name: string }, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, user?: { __typename?: 'StaffMember', id: string, userName: string } | null };

export type TasksQueryVariables = Exact<{
  filter?: InputMaybe<TaskFilter>;
  sort?: InputMaybe<Array<TaskSort> | TaskSort>;
  page?: InputMaybe<ListPage>;
}>;


export type TasksQuery = { __typename?: 'Query', tasks: { __typename?: 'TaskList', totalCount: number, nodes: Array<{ __typename?: 'Task', id: string, version: string, subject: string, description: string, taskType: { __typename?: 'TaskType', id: string, name: string }, taskStatus: { __typename?: 'TaskStatus', id: string, name: string }, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, user?: { __typename?: 'StaffMember', id: string, userName: string } | null }> } };

export type TaskFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskFormOptionsQuery = { __typename?: 'Query', taskTypes: Array<{ __typename?: 'TaskType', id: string, name: string }>, taskStatuses: Array<{ __typename?: 'TaskStatus', id: string, name: string }>, staffMembers: Array<{ __typename?: 'StaffMember', id: string, userName: string }>, products: { __typename?: 'ProductPage', nodes: Array<{ __typename?: 'Product', id: string, code: string, name: string }> } };

export type UpdateTaskMutationVariables = Exact<{
  input: UpdateTaskInput;
}>;


export type UpdateTaskMutation = { __typename?: 'Mutation', updateTask: { __typename?: 'TaskPayload', task?: { __typename?: 'Task', id: string, version: string, subject: string, description: string, taskType: { __typename?: 'TaskType', id: string, name: string }, taskStatus: { __typename?: 'TaskStatus', id: string, name: string }, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, user?: { __typename?: 'StaffMember', id: string, userName: string } | null } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type TaskQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TaskQuery = { __typename?: 'Query', task?: { __typename?: 'Task', id: string, version: string, subject: string, description: string, taskType: { __typename?: 'TaskType', id: string, name: string }, taskStatus: { __typename?: 'TaskStatus', id: string, name: string }, product?: { __typename?: 'Product', id: string, code: string, name: string } | null, user?: { __typename?: 'StaffMember', id: string, userName: string } | null } | null };

export type UserRowFragment = { __typename?: 'User', id: string, version: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { __typename?: 'Query', users: Array<{ __typename?: 'User', id: string, version: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> }> };

export type RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'UserPayload', user?: { __typename?: 'User', id: string, version: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'UserPayload', user?: { __typename?: 'User', id: string, version: string, userName: string, email: string, phoneNumber?: string | null, active: boolean, roles: Array<{ __typename?: 'RoleInfo', id: string, name: string, role?: Role | null }> } | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['String']['input']>;
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: { __typename?: 'DeleteUserPayload', deletedId?: string | null, userErrors: Array<{ __typename?: 'UserError', field?: string | null, message: string, code: UserErrorCode, facts: Array<{ __typename?: 'UserErrorFact', name: string, value: string }>, conflict?: { __typename?: 'Conflict', currentVersion?: string | null, changes: Array<{ __typename?: 'HistoryEntry', id: string, at: string, userName?: string | null, recordType: HistoryRecordType, recordId: string, ownerType: HistoryRecordType, ownerId: string, action: HistoryAction, changes: Array<{ __typename?: 'FieldChange', field: string, oldValue?: string | null, newValue?: string | null }> }> } | null }> } };

export const DemurrageRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DemurrageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DemurrageRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickingDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"daysWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ambiguousNames"}}]}}]} as unknown as DocumentNode<DemurrageRowFieldsFragment, unknown>;
export const QualityRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"loadingIsoWeek"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"canSendInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoiceBlockedBy"}}]}}]} as unknown as DocumentNode<QualityRowFragment, unknown>;
export const HistoryEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<HistoryEntryFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const BulkSendResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkSendResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkSendPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentIds"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<BulkSendResultFragment, unknown>;
export const MonthEndRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthEndRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"salesBooking"}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseBooking"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"needsTransport"}},{"kind":"Field","name":{"kind":"Name","value":"transportOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"transportBooking"}},{"kind":"Field","name":{"kind":"Name","value":"transportQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"transportAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}}]} as unknown as DocumentNode<MonthEndRowFieldsFragment, unknown>;
export const PeriodDateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<PeriodDateRowFragment, unknown>;
export const ProductRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<ProductRowFragment, unknown>;
export const ProductFactsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<ProductFactsFragment, unknown>;
export const PurchasePriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<PurchasePriceRowFragment, unknown>;
export const SalesPriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<SalesPriceRowFragment, unknown>;
export const TransportPriceRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]} as unknown as DocumentNode<TransportPriceRowFragment, unknown>;
export const ProductPriceListsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}}]} as unknown as DocumentNode<ProductPriceListsFragment, unknown>;
export const AffectedLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}}]} as unknown as DocumentNode<AffectedLineFragment, unknown>;
export const PurchaseOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]} as unknown as DocumentNode<PurchaseOrderRowFragment, unknown>;
export const PurchaseOrderLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}}]} as unknown as DocumentNode<PurchaseOrderLineFieldsFragment, unknown>;
export const PurchaseManualLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<PurchaseManualLineFieldsFragment, unknown>;
export const PurchaseOrderDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<PurchaseOrderDetailFragment, unknown>;
export const SalesOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]} as unknown as DocumentNode<SalesOrderRowFragment, unknown>;
export const SalesOrderLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}}]} as unknown as DocumentNode<SalesOrderLineFieldsFragment, unknown>;
export const SalesOrderTransportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}}]} as unknown as DocumentNode<SalesOrderTransportFieldsFragment, unknown>;
export const SalesOrderDocumentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<SalesOrderDocumentFieldsFragment, unknown>;
export const SalesOrderDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<SalesOrderDetailFragment, unknown>;
export const SearchHitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SearchHitFieldsFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}},{"kind":"Field","name":{"kind":"Name","value":"sendToAccounting"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const TaskRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<TaskRowFragment, unknown>;
export const UserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserRowFragment, unknown>;
export const DemurrageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Demurrage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demurrage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"freeDays"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DemurrageRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DemurrageRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DemurrageRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickingDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"daysWaiting"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ambiguousNames"}}]}}]} as unknown as DocumentNode<DemurrageQuery, DemurrageQueryVariables>;
export const ChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Changes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<ChangesQuery, ChangesQueryVariables>;
export const QualityOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QualityOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QualityOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QualityOrderSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"show"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QualityShow"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualityOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"show"},"value":{"kind":"Variable","name":{"kind":"Name","value":"show"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QualityRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"loadingIsoWeek"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"canSendInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoiceBlockedBy"}}]}}]} as unknown as DocumentNode<QualityOrdersQuery, QualityOrdersQueryVariables>;
export const ProFormaInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProFormaInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceLanguage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proFormaInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"texts"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"totalInclVat"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermDays"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<ProFormaInvoiceQuery, ProFormaInvoiceQueryVariables>;
export const SendSalesInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSalesInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSalesInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualityOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QualityRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"loadingIsoWeek"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"canSendInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoiceBlockedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<SendSalesInvoiceMutation, SendSalesInvoiceMutationVariables>;
export const CompleteSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualityOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QualityRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QualityRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QualityOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"loadingIsoWeek"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"bookingDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"canSendInvoice"}},{"kind":"Field","name":{"kind":"Name","value":"sendInvoiceBlockedBy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteSalesOrderMutation, CompleteSalesOrderMutationVariables>;
export const SendAllSalesOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAllSalesOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAllSalesOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkSendResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkSendResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkSendPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentIds"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]} as unknown as DocumentNode<SendAllSalesOrdersMutation, SendAllSalesOrdersMutationVariables>;
export const SendAllPurchaseOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAllPurchaseOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAllPurchaseOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkSendResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkSendResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkSendPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentIds"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]} as unknown as DocumentNode<SendAllPurchaseOrdersMutation, SendAllPurchaseOrdersMutationVariables>;
export const QualityOrderVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QualityOrderVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<QualityOrderVersionQuery, QualityOrderVersionQueryVariables>;
export const MonthEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MonthEndRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MonthEndRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"salesBooking"}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseBooking"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"needsTransport"}},{"kind":"Field","name":{"kind":"Name","value":"transportOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"transportBooking"}},{"kind":"Field","name":{"kind":"Name","value":"transportQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"transportAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}}]}}]} as unknown as DocumentNode<MonthEndQuery, MonthEndQueryVariables>;
export const MonthEndCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthEndCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<MonthEndCountQuery, MonthEndCountQueryVariables>;
export const MonthEndTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MonthEndTotals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MonthEndFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monthEnd"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"0"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"transportQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"transportAmount"}},{"kind":"Field","name":{"kind":"Name","value":"missingSalesBookings"}},{"kind":"Field","name":{"kind":"Name","value":"missingPurchaseBookings"}},{"kind":"Field","name":{"kind":"Name","value":"missingTransportBookings"}},{"kind":"Field","name":{"kind":"Name","value":"incompleteRows"}}]}}]}}]}}]} as unknown as DocumentNode<MonthEndTotalsQuery, MonthEndTotalsQueryVariables>;
export const PeriodDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeriodDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<PeriodDatesQuery, PeriodDatesQueryVariables>;
export const CreatePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePeriodDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePeriodDateMutation, CreatePeriodDateMutationVariables>;
export const UpdatePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePeriodDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePeriodDateMutation, UpdatePeriodDateMutationVariables>;
export const DeletePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePeriodDateMutation, DeletePeriodDateMutationVariables>;
export const CreatePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePurchasePriceMutation, CreatePurchasePriceMutationVariables>;
export const UpdatePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffectedLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePurchasePriceMutation, UpdatePurchasePriceMutationVariables>;
export const ApprovePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<ApprovePurchasePriceMutation, ApprovePurchasePriceMutationVariables>;
export const DeletePurchasePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePurchasePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchasePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePurchasePriceMutation, DeletePurchasePriceMutationVariables>;
export const CreateSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSalesPriceMutation, CreateSalesPriceMutationVariables>;
export const UpdateSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffectedLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSalesPriceMutation, UpdateSalesPriceMutationVariables>;
export const ApproveSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveSalesPriceMutation, ApproveSalesPriceMutationVariables>;
export const DeleteSalesPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSalesPriceMutation, DeleteSalesPriceMutationVariables>;
export const CreateTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTransportPriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTransportPriceMutation, CreateTransportPriceMutationVariables>;
export const UpdateTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"affectedLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffectedLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffectedLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffectedOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"productDescription"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"newPrice"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTransportPriceMutation, UpdateTransportPriceMutationVariables>;
export const ApproveTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveTransportPriceMutation, ApproveTransportPriceMutationVariables>;
export const RepriceOrderLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepriceOrderLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepriceLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repriceOrderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repricedLineIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<RepriceOrderLinesMutation, RepriceOrderLinesMutationVariables>;
export const PriceChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articleSegment1"}},{"kind":"Field","name":{"kind":"Name","value":"articleSegment2"}},{"kind":"Field","name":{"kind":"Name","value":"articleSegment3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"relationCode"}},{"kind":"Field","name":{"kind":"Name","value":"relationName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<PriceChangesQuery, PriceChangesQueryVariables>;
export const UpdatePriceChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePriceChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePriceChangeMutation, UpdatePriceChangeMutationVariables>;
export const PriceVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<PriceVersionsQuery, PriceVersionsQueryVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ProductTotalQuery, ProductTotalQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceLists"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportPriceRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceLists"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesPriceRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transportPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportPriceRow"}}]}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const ProductFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductFormOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withApprovers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvers"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withApprovers"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<ProductFormOptionsQuery, ProductFormOptionsQueryVariables>;
export const TransportersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transporters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transporters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}}]}}]} as unknown as DocumentNode<TransportersQuery, TransportersQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const CopyProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CopyProductMutation, CopyProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductFacts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kilogram"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"approver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const SendProductToAccountingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProductToAccounting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendProductToAccounting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<SendProductToAccountingMutation, SendProductToAccountingMutationVariables>;
export const ProductHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<ProductHistoryQuery, ProductHistoryQueryVariables>;
export const PurchaseOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"show"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderShow"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"show"},"value":{"kind":"Variable","name":{"kind":"Name","value":"show"}}},{"kind":"Argument","name":{"kind":"Name","value":"packingNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]} as unknown as DocumentNode<PurchaseOrdersQuery, PurchaseOrdersQueryVariables>;
export const PurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderQuery, PurchaseOrderQueryVariables>;
export const PurchaseOrderFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderFormOptionsQuery, PurchaseOrderFormOptionsQueryVariables>;
export const PurchaseSupplierDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseSupplierDefaults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isTransporter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"isTransporter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isTransporter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDescription"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseSupplierDefaultsQuery, PurchaseSupplierDefaultsQueryVariables>;
export const PurchaseLineOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseLineOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PurchaseLineOptionsQuery, PurchaseLineOptionsQueryVariables>;
export const PurchaseManualLineOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseManualLineOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2000"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseManualLineOptionsQuery, PurchaseManualLineOptionsQueryVariables>;
export const PurchaseLineCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseLineCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseLineSearchBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseLineCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"purchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderId"}}]}}]}}]} as unknown as DocumentNode<PurchaseLineCandidatesQuery, PurchaseLineCandidatesQueryVariables>;
export const PurchaseLineAmountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseLineAmounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vatCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseLineAmounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"vatCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vatCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}}]}}]}}]} as unknown as DocumentNode<PurchaseLineAmountsQuery, PurchaseLineAmountsQueryVariables>;
export const CreatePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordUnknown"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePurchaseOrderMutation, CreatePurchaseOrderMutationVariables>;
export const UpdatePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseOrderMutation, UpdatePurchaseOrderMutationVariables>;
export const DeletePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePurchaseOrderMutation, DeletePurchaseOrderMutationVariables>;
export const SendPurchaseOrderToAccountingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPurchaseOrderToAccounting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPurchaseOrderToAccounting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<SendPurchaseOrderToAccountingMutation, SendPurchaseOrderToAccountingMutationVariables>;
export const AttachDocumentToPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachDocumentToPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachPurchaseOrderDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AttachDocumentToPurchaseOrderMutation, AttachDocumentToPurchaseOrderMutationVariables>;
export const RemoveDocumentFromPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocumentFromPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchaseOrderDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveDocumentFromPurchaseOrderMutation, RemoveDocumentFromPurchaseOrderMutationVariables>;
export const AddPurchaseOrderLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPurchaseOrderLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPurchaseOrderLinesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPurchaseOrderLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AddPurchaseOrderLinesMutation, AddPurchaseOrderLinesMutationVariables>;
export const UpdatePurchaseLineVatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseLineVat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseLineVatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseLineVat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseLineVatMutation, UpdatePurchaseLineVatMutationVariables>;
export const UpdatePurchaseTransportPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseTransportPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseTransportPriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseTransportPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseTransportPriceMutation, UpdatePurchaseTransportPriceMutationVariables>;
export const DeletePurchaseOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePurchaseOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchaseOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePurchaseOrderLineMutation, DeletePurchaseOrderLineMutationVariables>;
export const AddPurchaseManualLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPurchaseManualLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPurchaseManualLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPurchaseManualLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AddPurchaseManualLineMutation, AddPurchaseManualLineMutationVariables>;
export const UpdatePurchaseManualLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePurchaseManualLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePurchaseManualLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePurchaseManualLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePurchaseManualLineMutation, UpdatePurchaseManualLineMutationVariables>;
export const DeletePurchaseManualLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePurchaseManualLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePurchaseManualLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purchaseOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isTransporter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"totalExclVat"}},{"kind":"Field","name":{"kind":"Name","value":"totalVat"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isTransport"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"isPriceEditable"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseManualLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseManualLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderRow"}},{"kind":"Field","name":{"kind":"Name","value":"bookedOn"}},{"kind":"Field","name":{"kind":"Name","value":"journal"}},{"kind":"Field","name":{"kind":"Name","value":"isSentToAccounting"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manualLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseManualLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePurchaseManualLineMutation, DeletePurchaseManualLineMutationVariables>;
export const PurchaseOrderHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseOrderHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderHistoryQuery, PurchaseOrderHistoryQueryVariables>;
export const SalesOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderRange"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"productCode"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]} as unknown as DocumentNode<SalesOrdersQuery, SalesOrdersQueryVariables>;
export const SalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}}]} as unknown as DocumentNode<SalesOrderQuery, SalesOrderQueryVariables>;
export const SalesOrderFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrderFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SalesOrderFormOptionsQuery, SalesOrderFormOptionsQueryVariables>;
export const SalesOrderDocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrderDocumentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SalesOrderDocumentTypesQuery, SalesOrderDocumentTypesQueryVariables>;
export const SalesItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loadingDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"supplierCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"loadingDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loadingDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceAvailable"}}]}}]}}]} as unknown as DocumentNode<SalesItemsQuery, SalesItemsQueryVariables>;
export const TransportCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<TransportCandidatesQuery, TransportCandidatesQueryVariables>;
export const CheckPackingSlipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckPackingSlip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PackingSlipCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkPackingSlip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDuplicate"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"usedOnSalesOrderId"}}]}}]}}]} as unknown as DocumentNode<CheckPackingSlipQuery, CheckPackingSlipQueryVariables>;
export const CreateSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSalesOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordUnknown"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSalesOrderMutation, CreateSalesOrderMutationVariables>;
export const UpdateSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderMutation, UpdateSalesOrderMutationVariables>;
export const CopySalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopySalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copySalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordUnknown"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CopySalesOrderMutation, CopySalesOrderMutationVariables>;
export const DeleteSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderMutation, DeleteSalesOrderMutationVariables>;
export const AttachDocumentToSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachDocumentToSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachSalesOrderDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachSalesOrderDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AttachDocumentToSalesOrderMutation, AttachDocumentToSalesOrderMutationVariables>;
export const RemoveDocumentFromSalesOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocumentFromSalesOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveDocumentFromSalesOrderMutation, RemoveDocumentFromSalesOrderMutationVariables>;
export const AddSalesOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSalesOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSalesOrderLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSalesOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AddSalesOrderLineMutation, AddSalesOrderLineMutationVariables>;
export const UpdateSalesOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderLineMutation, UpdateSalesOrderLineMutationVariables>;
export const DeleteSalesOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"unlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderLineMutation, DeleteSalesOrderLineMutationVariables>;
export const AddSalesOrderTransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSalesOrderTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSalesOrderTransportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSalesOrderTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AddSalesOrderTransportMutation, AddSalesOrderTransportMutationVariables>;
export const UpdateSalesOrderTransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrderTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderTransportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrderTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderTransportMutation, UpdateSalesOrderTransportMutationVariables>;
export const DeleteSalesOrderTransportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderTransport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderTransport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"unlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderTransportMutation, DeleteSalesOrderTransportMutationVariables>;
export const AddSalesOrderTextLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSalesOrderTextLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSalesOrderTextLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSalesOrderTextLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<AddSalesOrderTextLineMutation, AddSalesOrderTextLineMutationVariables>;
export const UpdateSalesOrderTextLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSalesOrderTextLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSalesOrderTextLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSalesOrderTextLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSalesOrderTextLineMutation, UpdateSalesOrderTextLineMutationVariables>;
export const DeleteSalesOrderTextLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSalesOrderTextLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSalesOrderTextLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"salesOrderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"salesOrderId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"unlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlocked"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"salesUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesPrice"}},{"kind":"Field","name":{"kind":"Name","value":"salesAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseAmount"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseQuantityChanged"}},{"kind":"Field","name":{"kind":"Name","value":"reportingDate"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderTransportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderTransport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"needsPricingType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingType"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"packingSlip"}},{"kind":"Field","name":{"kind":"Name","value":"container"}},{"kind":"Field","name":{"kind":"Name","value":"shippingDocument"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDocumentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrderDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalesOrderDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalesOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isToBePlanned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasDemurrage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickupReference"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"accountingBooking"}},{"kind":"Field","name":{"kind":"Name","value":"isTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderTransportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalesOrderDocumentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSalesOrderTextLineMutation, DeleteSalesOrderTextLineMutationVariables>;
export const SalesOrderHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesOrderHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]} as unknown as DocumentNode<SalesOrderHistoryQuery, SalesOrderHistoryQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchKind"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchHitFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchHitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchHit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerReference"}},{"kind":"Field","name":{"kind":"Name","value":"loadingDate"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}},{"kind":"Field","name":{"kind":"Name","value":"sendToAccounting"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}},{"kind":"Field","name":{"kind":"Name","value":"sendToAccounting"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"endedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndOtherSessionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const TasksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tasks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TaskSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tasks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<TasksQuery, TasksQueryVariables>;
export const TaskFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaskFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taskTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TaskFormOptionsQuery, TaskFormOptionsQueryVariables>;
export const UpdateTaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const TaskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Task"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"task"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaskRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Task"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"taskType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taskStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<TaskQuery, TaskQueryVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerType"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"facts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflict"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryEntryFields"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;