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

export type CreatePeriodDateInput = {
  month: Scalars['Int']['input'];
  newDate: Scalars['LocalDate']['input'];
  year: Scalars['Int']['input'];
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
  /** Changes a password; works without a session for the expired-password flow. */
  changePassword: ChangePasswordPayload;
  createPeriodDate: PeriodDatePayload;
  createUser: UserPayload;
  deletePeriodDate: DeletePeriodDatePayload;
  /** Deactivates the user: they can no longer sign in and leave the list. */
  deleteUser: DeleteUserPayload;
  /**
   * Signs in at the provider. Refusals come back as userErrors carrying the provider's description;
   * an expired password has code PASSWORD_EXPIRED.
   */
  login: LoginPayload;
  /** Ends the session (clears the cookie). */
  logout: LogoutPayload;
  updatePeriodDate: PeriodDatePayload;
  updateUser: UserPayload;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreatePeriodDateArgs = {
  input: CreatePeriodDateInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationDeletePeriodDateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdatePeriodDateArgs = {
  input: UpdatePeriodDateInput;
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
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

export type ProductGroup = {
  __typename?: 'ProductGroup';
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProductType = {
  __typename?: 'ProductType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  customers: Array<Customer>;
  /** Document types in the provider's order; the third is the default for order uploads. */
  documentTypes: Array<DocumentType>;
  /** The signed-in user, or null without a session. */
  me?: Maybe<Me>;
  /** All period dates, by year and month. */
  periodDates: Array<PeriodDate>;
  productGroups: Array<ProductGroup>;
  productTypes: Array<ProductType>;
  roles: Array<RoleInfo>;
  shippingCompanies: Array<ShippingCompany>;
  suppliers: Array<Supplier>;
  transporters: Array<Transporter>;
  units: Array<Unit>;
  user?: Maybe<User>;
  /** Users; only active ones unless includeInactive. */
  users: Array<User>;
  vatCodes: Array<VatCode>;
  /** The gateway's version, for health checks from the graph. */
  version: Scalars['String']['output'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
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