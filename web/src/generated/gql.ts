/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment PeriodDateRow on PeriodDate {\n  id\n  year\n  month\n  newDate\n}\n\nquery PeriodDates {\n  periodDates {\n    ...PeriodDateRow\n  }\n}\n\nmutation CreatePeriodDate($input: CreatePeriodDateInput!) {\n  createPeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdatePeriodDate($input: UpdatePeriodDateInput!) {\n  updatePeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeletePeriodDate($id: ID!) {\n  deletePeriodDate(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": typeof types.PeriodDateRowFragmentDoc,
    "fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    me {\n      ...MeFields\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": typeof types.MeFieldsFragmentDoc,
    "fragment UserRow on User {\n  id\n  userName\n  email\n  phoneNumber\n  active\n  roles {\n    id\n    name\n    role\n  }\n}\n\nquery Users {\n  users {\n    ...UserRow\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n    role\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdateUser($input: UpdateUserInput!) {\n  updateUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": typeof types.UserRowFragmentDoc,
};
const documents: Documents = {
    "fragment PeriodDateRow on PeriodDate {\n  id\n  year\n  month\n  newDate\n}\n\nquery PeriodDates {\n  periodDates {\n    ...PeriodDateRow\n  }\n}\n\nmutation CreatePeriodDate($input: CreatePeriodDateInput!) {\n  createPeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdatePeriodDate($input: UpdatePeriodDateInput!) {\n  updatePeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeletePeriodDate($id: ID!) {\n  deletePeriodDate(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": types.PeriodDateRowFragmentDoc,
    "fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    me {\n      ...MeFields\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": types.MeFieldsFragmentDoc,
    "fragment UserRow on User {\n  id\n  userName\n  email\n  phoneNumber\n  active\n  roles {\n    id\n    name\n    role\n  }\n}\n\nquery Users {\n  users {\n    ...UserRow\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n    role\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdateUser($input: UpdateUserInput!) {\n  updateUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}": types.UserRowFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PeriodDateRow on PeriodDate {\n  id\n  year\n  month\n  newDate\n}\n\nquery PeriodDates {\n  periodDates {\n    ...PeriodDateRow\n  }\n}\n\nmutation CreatePeriodDate($input: CreatePeriodDateInput!) {\n  createPeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdatePeriodDate($input: UpdatePeriodDateInput!) {\n  updatePeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeletePeriodDate($id: ID!) {\n  deletePeriodDate(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"): (typeof documents)["fragment PeriodDateRow on PeriodDate {\n  id\n  year\n  month\n  newDate\n}\n\nquery PeriodDates {\n  periodDates {\n    ...PeriodDateRow\n  }\n}\n\nmutation CreatePeriodDate($input: CreatePeriodDateInput!) {\n  createPeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdatePeriodDate($input: UpdatePeriodDateInput!) {\n  updatePeriodDate(input: $input) {\n    periodDate {\n      ...PeriodDateRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeletePeriodDate($id: ID!) {\n  deletePeriodDate(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    me {\n      ...MeFields\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"): (typeof documents)["fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    me {\n      ...MeFields\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserRow on User {\n  id\n  userName\n  email\n  phoneNumber\n  active\n  roles {\n    id\n    name\n    role\n  }\n}\n\nquery Users {\n  users {\n    ...UserRow\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n    role\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdateUser($input: UpdateUserInput!) {\n  updateUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"): (typeof documents)["fragment UserRow on User {\n  id\n  userName\n  email\n  phoneNumber\n  active\n  roles {\n    id\n    name\n    role\n  }\n}\n\nquery Users {\n  users {\n    ...UserRow\n  }\n}\n\nquery Roles {\n  roles {\n    id\n    name\n    role\n  }\n}\n\nmutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation UpdateUser($input: UpdateUserInput!) {\n  updateUser(input: $input) {\n    user {\n      ...UserRow\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteUser($id: ID!) {\n  deleteUser(id: $id) {\n    deletedId\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;