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
 * An order line whose order loads within a changed price's period, offered for repricing. For
 * transport prices it is a transport of an order (its id is the transport's id).
 */
export type AffectedOrderLine = {
  __typename?: 'AffectedOrderLine';
  /** The price on the line now. */
  currentPrice?: Maybe<Scalars['Decimal']['output']>;
  /** The order line's id (for transport: the transport's id); pass it to repriceOrderLines. */
  id: Scalars['ID']['output'];
  loadingDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The price the price list gives for the line's loading date, proposed as its new price. */
  newPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Transport only: how the transport is charged. */
  pricingType?: Maybe<PricingType>;
  productCode?: Maybe<Scalars['String']['output']>;
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
  id: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

/** A document to attach to an order. */
export type AttachSalesOrderDocumentInput = {
  /** The file and its document type. */
  document: SalesOrderDocumentInput;
  /** The sales order. */
  salesOrderId: Scalars['ID']['input'];
};

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
  approvePrices: Scalars['Boolean']['output'];
  deleteOrders: Scalars['Boolean']['output'];
  managePeriodDates: Scalars['Boolean']['output'];
  manageUsers: Scalars['Boolean']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  /** Needed when not signed in (the expired-password flow); defaults to the session's user. */
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  ok: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/**
 * A copy of a product under another supplier, customer or name: the form's values as for a new
 * product. The copy also gets the source's documents and its latest prices (not approved).
 */
export type CopyProductInput = {
  addition?: InputMaybe<Scalars['String']['input']>;
  /** Required for administrators; ignored for others. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  concentration?: InputMaybe<Scalars['String']['input']>;
  customerCode: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** Further files to attach to the copy. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  kilogram: Scalars['Decimal']['input'];
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  productGroupCode: Scalars['ID']['input'];
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  purchaseUnitCode: Scalars['ID']['input'];
  salesUnitCode: Scalars['ID']['input'];
  /** The product being copied. */
  sourceId: Scalars['ID']['input'];
  supplierCode: Scalars['ID']['input'];
};

export type CreatePeriodDateInput = {
  month: Scalars['Int']['input'];
  newDate: Scalars['LocalDate']['input'];
  year: Scalars['Int']['input'];
};

/** A new purchase or sales price. */
export type CreatePriceInput = {
  endDate: Scalars['LocalDate']['input'];
  price: Scalars['Decimal']['input'];
  productId: Scalars['ID']['input'];
  startDate: Scalars['LocalDate']['input'];
};

/**
 * A new product. Supplier, customer, units, group and kilogram are required (spec §5); the approver
 * is required for administrators and ignored for others.
 */
export type CreateProductInput = {
  addition?: InputMaybe<Scalars['String']['input']>;
  /** Required for administrators; ignored for others. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  concentration?: InputMaybe<Scalars['String']['input']>;
  customerCode: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** Files uploaded through POST /files (which answers {id}), attached once the product exists. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  kilogram: Scalars['Decimal']['input'];
  name: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  productGroupCode: Scalars['ID']['input'];
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  purchaseUnitCode: Scalars['ID']['input'];
  salesUnitCode: Scalars['ID']['input'];
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
  endDate: Scalars['LocalDate']['input'];
  price: Scalars['Decimal']['input'];
  /** Required unless the transporter is own transport (99999999), for which it is ignored. */
  pricingType?: InputMaybe<PricingType>;
  productId: Scalars['ID']['input'];
  startDate: Scalars['LocalDate']['input'];
  transporterCode: Scalars['ID']['input'];
};

export type CreateUserInput = {
  confirmPassword: Scalars['String']['input'];
  email: Scalars['EmailAddress']['input'];
  password: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
  roleName: Scalars['String']['input'];
};

/** A customer (debtor) in the accounting package. */
export type Customer = {
  __typename?: 'Customer';
  code: Scalars['ID']['output'];
  /** The special customer 99999998 'Nog te plannen': the order has no real customer yet. */
  isToBePlanned: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** A note shown to whoever picks this customer on a form. */
  note?: Maybe<Scalars['String']['output']>;
};

export type DeletePeriodDatePayload = {
  __typename?: 'DeletePeriodDatePayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

export type DeletePricePayload = {
  __typename?: 'DeletePricePayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** The price's product, with its fresh price lists. */
  product?: Maybe<Product>;
  /** REFUSED when the price is approved or used on an order line; NOT_FOUND. */
  userErrors: Array<UserError>;
};

export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
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

export type DeleteUserPayload = {
  __typename?: 'DeleteUserPayload';
  deletedId?: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

/** The kind of a document attached to an order. */
export type DocumentType = {
  __typename?: 'DocumentType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** How the conditions of a list filter are joined. */
export type FilterJoin =
  | 'AND'
  | 'OR';

/** What a filter condition tests. BETWEEN takes value and valueTo (either may be left out); TRUE and FALSE take none. */
export type FilterOperator =
  | 'BETWEEN'
  | 'CONTAINS'
  | 'FALSE'
  | 'IS'
  | 'TRUE';

/** One condition of a list filter, on one of the list's fields (the field names of its row type). */
export type ListCondition = {
  field: Scalars['String']['input'];
  operator: FilterOperator;
  /** Numbers with a point (`1234.5`), dates `yyyy-MM-dd`. */
  value?: InputMaybe<Scalars['String']['input']>;
  valueTo?: InputMaybe<Scalars['String']['input']>;
};

/** Narrows a list: a quick search over text fields, and conditions joined by AND or OR. */
export type ListFilter = {
  conditions?: InputMaybe<Array<ListCondition>>;
  join?: InputMaybe<FilterJoin>;
  /** Every word must occur in one of the searched fields (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The fields the search looks in; all text fields of the row when left out. */
  searchFields?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A page of a list. limit is at most 10 000. */
export type ListPage = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type ListSort = {
  direction?: InputMaybe<SortDirection>;
  field: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  me?: Maybe<Me>;
  /**
   * The session token, for API clients that send it as `Authorization: Bearer`. The web client
   * ignores it: it receives the same token as an httpOnly cookie.
   */
  token?: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  ok: Scalars['Boolean']['output'];
};

/** The signed-in user, as the session knows them. */
export type Me = {
  __typename?: 'Me';
  /** What the UI may offer; the gateway enforces the same rules on every field. */
  capabilities: Capabilities;
  /** The display name the provider gives (cuserName). */
  displayName?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  userName: Scalars['String']['output'];
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
  createUser: UserPayload;
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
  updatePeriodDate: PeriodDatePayload;
  /** Saves an edit of the Change Price screen. */
  updatePriceChange: PriceChangePayload;
  /** Changes a product; refuses DUPLICATE when the new name, supplier and customer are another product's. */
  updateProduct: ProductPayload;
  /** Changes a purchase price (duplicate check first); answers the order lines to offer for repricing. */
  updatePurchasePrice: PurchasePricePayload;
  /** Changes an order's header fields (same rules as create). */
  updateSalesOrder: SalesOrderPayload;
  /** Step two of the add-line dialog and the edit-line form; applies the amounts rule. */
  updateSalesOrderLine: SalesOrderLinePayload;
  /** Changes a text line's text. */
  updateSalesOrderTextLine: SalesOrderTextLinePayload;
  /** Changes a transport's packing slip, container and shipping document. */
  updateSalesOrderTransport: SalesOrderTransportPayload;
  /** Changes a sales price (duplicate check first); answers the order lines to offer for repricing. */
  updateSalesPrice: SalesPricePayload;
  /** Changes a transport price's amount and dates; answers the transports to offer for repricing. */
  updateTransportPrice: TransportPricePayload;
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
  id: Scalars['ID']['output'];
  month: Scalars['Int']['output'];
  newDate?: Maybe<Scalars['LocalDate']['output']>;
  year: Scalars['Int']['output'];
};

export type PeriodDatePayload = {
  __typename?: 'PeriodDatePayload';
  periodDate?: Maybe<PeriodDate>;
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
  endDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The price's id within its list (PriceId). */
  id: Scalars['ID']['output'];
  /** Which price list (Soort prijs). */
  kind: PriceKind;
  price: Scalars['Decimal']['output'];
  /** The product, when the provider names its id. */
  product?: Maybe<Product>;
  productCode?: Maybe<Scalars['String']['output']>;
  /** The product's name (Product). */
  productName?: Maybe<Scalars['String']['output']>;
  /** The relation the price is agreed with: the supplier, the customer or the transporter (Relatiecode). */
  relationCode?: Maybe<Scalars['String']['output']>;
  relationName?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['LocalDate']['output']>;
  /** The unit the price is per (Eenheid). */
  unit?: Maybe<Scalars['String']['output']>;
};

export type PriceChangePayload = {
  __typename?: 'PriceChangePayload';
  updatedId?: Maybe<Scalars['ID']['output']>;
  /** DUPLICATE, INVALID_INPUT, NOT_FOUND. */
  userErrors: Array<UserError>;
};

/** Which price list a price belongs to (the interface's price-kind flag 1, 2, 3). */
export type PriceKind =
  | 'PURCHASE'
  | 'SALES'
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
  concentration?: Maybe<Scalars['String']['output']>;
  /** Who the product is sold to. */
  customer?: Maybe<Customer>;
  /** The longer product name (Product name column), e.g. `Voedertarwe`. */
  description?: Maybe<Scalars['String']['output']>;
  /** Files attached to the product. */
  documents: Array<ProductDocument>;
  id: Scalars['ID']['output'];
  /** A temporary product (created from an order for a product that is not yet set up). */
  isTemporary: Scalars['Boolean']['output'];
  /** Kilograms per sales unit. */
  kilogram?: Maybe<Scalars['Decimal']['output']>;
  /** The commodity as traded (the Product column), e.g. `Tarwe`. */
  name: Scalars['String']['output'];
  /** Free comments on the product (Note). */
  note?: Maybe<Scalars['String']['output']>;
  productGroup?: Maybe<ProductGroup>;
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
  fileName: Scalars['String']['output'];
  /** The file's id (the provider's FileStorageId). */
  id: Scalars['ID']['output'];
};

export type ProductGroup = {
  __typename?: 'ProductGroup';
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One page of products with the number of products that match the filter. */
export type ProductPage = {
  __typename?: 'ProductPage';
  nodes: Array<Product>;
  /** How many products match the filter, on all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ProductPayload = {
  __typename?: 'ProductPayload';
  product?: Maybe<Product>;
  /** DUPLICATE ('Duplicated Product!'), INVALID_INPUT on a field, NOT_FOUND, REFUSED. */
  userErrors: Array<UserError>;
};

export type ProductType = {
  __typename?: 'ProductType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** What the company pays the supplier for a product in a period. */
export type PurchasePrice = {
  __typename?: 'PurchasePrice';
  /** False when the price is approved or used on an order line; such a price cannot be deleted. */
  canDelete: Scalars['Boolean']['output'];
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  /** Approved by an administrator. */
  isApproved: Scalars['Boolean']['output'];
  /** Price per purchase unit, in euro. */
  price: Scalars['Decimal']['output'];
  startDate: Scalars['LocalDate']['output'];
};

export type PurchasePricePayload = {
  __typename?: 'PurchasePricePayload';
  /** After an update: the order lines loading in the price's period, to offer for repricing. Empty otherwise. */
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
  customers: Array<Customer>;
  /** Document types in the provider's order; the third is the default for order uploads. */
  documentTypes: Array<DocumentType>;
  /** The signed-in user, or null without a session. */
  me?: Maybe<Me>;
  /** All period dates, by year and month. */
  periodDates: Array<PeriodDate>;
  /** The Change Price screen: every price valid on the date, by start date. */
  priceChanges: Array<PriceChange>;
  /** One product, or null when it does not exist. */
  product?: Maybe<Product>;
  productGroups: Array<ProductGroup>;
  productTypes: Array<ProductType>;
  /**
   * Products, filtered, sorted and paged. Filter and sort fields: code, name, description,
   * supplierCode, supplierName, customerCode, customerName, productGroupCode, productGroupName,
   * salesUnitCode, salesUnitName, purchaseUnitCode, purchaseUnitName, salesPrice, purchasePrice,
   * kilogram, approverUserName, accountingBooking, canDelete, isTemporary. Default sort: code.
   */
  products: ProductPage;
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
  shippingCompanies: Array<ShippingCompany>;
  suppliers: Array<Supplier>;
  /** The transporters that can carry a line: transport prices of its product valid on the order's loading date. */
  transportCandidates: Array<TransportCandidate>;
  transporters: Array<Transporter>;
  units: Array<Unit>;
  user?: Maybe<User>;
  /** Users; only active ones unless includeInactive. */
  users: Array<User>;
  vatCodes: Array<VatCode>;
  /** The gateway's version, for health checks from the graph. */
  version: Scalars['String']['output'];
};


export type QueryCheckPackingSlipArgs = {
  input: PackingSlipCheckInput;
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
  newPrice: Scalars['Decimal']['input'];
  /** AffectedOrderLine.id */
  orderLineId: Scalars['ID']['input'];
};

export type RepriceOrderLinesPayload = {
  __typename?: 'RepriceOrderLinesPayload';
  /** The lines that took their new price (amounts recomputed as price × quantity). */
  repricedLineIds: Array<Scalars['ID']['output']>;
  /** One per line the provider refused, field `lines.<index>`. */
  userErrors: Array<UserError>;
};

/** The roles a user can hold. Capabilities follow from them; see `Me.capabilities`. */
export type Role =
  | 'ADMINISTRATOR'
  | 'BOEKHOUDING'
  | 'ORDERVERWERKER';

/** A role as the provider lists it. */
export type RoleInfo = {
  __typename?: 'RoleInfo';
  id: Scalars['ID']['output'];
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
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  /** Approved by an administrator. */
  isApproved: Scalars['Boolean']['output'];
  /** Price per sales unit, in euro. */
  price: Scalars['Decimal']['output'];
  startDate: Scalars['LocalDate']['output'];
};

export type SalesPricePayload = {
  __typename?: 'SalesPricePayload';
  /** After an update: the order lines loading in the price's period, to offer for repricing. Empty otherwise. */
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
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A supplier (creditor) in the accounting package. */
export type Supplier = {
  __typename?: 'Supplier';
  code: Scalars['ID']['output'];
  /** Containers from this supplier are tracked for demurrage: orders need a shipping company and pickup reference. */
  hasDemurrage: Scalars['Boolean']['output'];
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
  endDate: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  /** Approved by an administrator. */
  isApproved: Scalars['Boolean']['output'];
  /** In euro: for the load (block freight) or per unit (unit price). */
  price: Scalars['Decimal']['output'];
  /** How the price is charged; null for own transport (transporter 99999999). */
  pricingType?: Maybe<PricingType>;
  startDate: Scalars['LocalDate']['output'];
  transporter?: Maybe<Transporter>;
};

export type TransportPricePayload = {
  __typename?: 'TransportPricePayload';
  /** After an update: the product's transports of this transporter and pricing type loading in the price's period. Empty otherwise. */
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
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** False for own transport / franco (99999999), which has no pricing type. */
  needsPricingType: Scalars['Boolean']['output'];
};

/** A unit of measure (ton, kilogram …). */
export type Unit = {
  __typename?: 'Unit';
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type UpdatePeriodDateInput = {
  id: Scalars['ID']['input'];
  month: Scalars['Int']['input'];
  newDate: Scalars['LocalDate']['input'];
  year: Scalars['Int']['input'];
};

/** An edit on the Change Price screen. */
export type UpdatePriceChangeInput = {
  endDate: Scalars['LocalDate']['input'];
  /** PriceChange.id */
  id: Scalars['ID']['input'];
  kind: PriceKind;
  price: Scalars['Decimal']['input'];
  startDate: Scalars['LocalDate']['input'];
};

/** A changed purchase, sales or transport price (transporter and pricing type never change). */
export type UpdatePriceInput = {
  endDate: Scalars['LocalDate']['input'];
  id: Scalars['ID']['input'];
  price: Scalars['Decimal']['input'];
  /** The product the price belongs to. */
  productId: Scalars['ID']['input'];
  startDate: Scalars['LocalDate']['input'];
};

/**
 * Changes to a product. Fields left out (or null) keep their value; an empty text clears a free-text
 * field (description, note, concentration, addition). The approver is changed by administrators only.
 */
export type UpdateProductInput = {
  addition?: InputMaybe<Scalars['String']['input']>;
  /** Administrators only; ignored for others. */
  approverId?: InputMaybe<Scalars['ID']['input']>;
  concentration?: InputMaybe<Scalars['String']['input']>;
  customerCode?: InputMaybe<Scalars['ID']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Files uploaded through POST /files to attach as well. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  id: Scalars['ID']['input'];
  kilogram?: InputMaybe<Scalars['Decimal']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  productGroupCode?: InputMaybe<Scalars['ID']['input']>;
  productTypeId?: InputMaybe<Scalars['ID']['input']>;
  purchaseUnitCode?: InputMaybe<Scalars['ID']['input']>;
  salesUnitCode?: InputMaybe<Scalars['ID']['input']>;
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

export type UpdateUserInput = {
  id: Scalars['ID']['input'];
  phoneNumber: Scalars['String']['input'];
  roleName: Scalars['String']['input'];
};

/** A member of staff who can sign in. */
export type User = {
  __typename?: 'User';
  active: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  roles: Array<RoleInfo>;
  userName: Scalars['String']['output'];
};

/**
 * A business refusal: the request was understood but not carried out. `field` names the input field it
 * concerns (null for the whole form), `code` is stable for the UI to translate, `message` is the
 * provider's own text.
 */
export type UserError = {
  __typename?: 'UserError';
  code: UserErrorCode;
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

/** Stable codes of business refusals. */
export type UserErrorCode =
  | 'DUPLICATE'
  | 'INCORRECT_PASSWORD'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  /** The sales order is completed (invoiced); its lines, transports and text lines change only when the user unlocked it. */
  | 'ORDER_COMPLETED'
  | 'PASSWORD_EXPIRED'
  | 'PASSWORD_MISMATCH'
  | 'PASSWORD_POLICY'
  | 'REFUSED';

export type UserPayload = {
  __typename?: 'UserPayload';
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

export type VatCode = {
  __typename?: 'VatCode';
  code: Scalars['ID']['output'];
  description: Scalars['String']['output'];
  percentage: Scalars['Decimal']['output'];
};

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

export const PeriodDateRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<PeriodDateRowFragment, unknown>;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}}]}}]}}]} as unknown as DocumentNode<MeFieldsFragment, unknown>;
export const UserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserRowFragment, unknown>;
export const PeriodDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PeriodDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<PeriodDatesQuery, PeriodDatesQueryVariables>;
export const CreatePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePeriodDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<CreatePeriodDateMutation, CreatePeriodDateMutationVariables>;
export const UpdatePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePeriodDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PeriodDateRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PeriodDateRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newDate"}}]}}]} as unknown as DocumentNode<UpdatePeriodDateMutation, UpdatePeriodDateMutationVariables>;
export const DeletePeriodDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePeriodDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePeriodDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePeriodDateMutation, DeletePeriodDateMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"managePeriodDates"}},{"kind":"Field","name":{"kind":"Name","value":"approvePrices"}},{"kind":"Field","name":{"kind":"Name","value":"deleteOrders"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;