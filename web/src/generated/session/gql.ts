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
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n  facts {\n    name\n    value\n  }\n  conflict {\n    currentVersion\n    changes {\n      ...HistoryEntryFields\n    }\n  }\n}\n\nfragment HistoryEntryFields on HistoryEntry {\n  id\n  at\n  userName\n  recordType\n  recordId\n  ownerType\n  ownerId\n  action\n  changes {\n    field\n    oldValue\n    newValue\n  }\n}": typeof types.UserErrorFieldsFragmentDoc,
    "fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n    sendToAccounting\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password}) {\n    me {\n      ...MeFields\n    }\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    startedAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation EndOtherSessions($input: EndOtherSessionsInput!) {\n  endOtherSessions(input: $input) {\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.MeFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n  facts {\n    name\n    value\n  }\n  conflict {\n    currentVersion\n    changes {\n      ...HistoryEntryFields\n    }\n  }\n}\n\nfragment HistoryEntryFields on HistoryEntry {\n  id\n  at\n  userName\n  recordType\n  recordId\n  ownerType\n  ownerId\n  action\n  changes {\n    field\n    oldValue\n    newValue\n  }\n}": types.UserErrorFieldsFragmentDoc,
    "fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n    sendToAccounting\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password}) {\n    me {\n      ...MeFields\n    }\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    startedAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation EndOtherSessions($input: EndOtherSessionsInput!) {\n  endOtherSessions(input: $input) {\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.MeFieldsFragmentDoc,
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
export function graphql(source: "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n  facts {\n    name\n    value\n  }\n  conflict {\n    currentVersion\n    changes {\n      ...HistoryEntryFields\n    }\n  }\n}\n\nfragment HistoryEntryFields on HistoryEntry {\n  id\n  at\n  userName\n  recordType\n  recordId\n  ownerType\n  ownerId\n  action\n  changes {\n    field\n    oldValue\n    newValue\n  }\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  field\n  message\n  code\n  facts {\n    name\n    value\n  }\n  conflict {\n    currentVersion\n    changes {\n      ...HistoryEntryFields\n    }\n  }\n}\n\nfragment HistoryEntryFields on HistoryEntry {\n  id\n  at\n  userName\n  recordType\n  recordId\n  ownerType\n  ownerId\n  action\n  changes {\n    field\n    oldValue\n    newValue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n    sendToAccounting\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password}) {\n    me {\n      ...MeFields\n    }\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    startedAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation EndOtherSessions($input: EndOtherSessionsInput!) {\n  endOtherSessions(input: $input) {\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["fragment MeFields on Me {\n  userName\n  displayName\n  roles\n  capabilities {\n    manageUsers\n    managePeriodDates\n    approvePrices\n    deleteOrders\n    sendToAccounting\n  }\n}\n\nquery Me {\n  me {\n    ...MeFields\n  }\n}\n\nmutation Login($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password}) {\n    me {\n      ...MeFields\n    }\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nmutation Logout {\n  logout {\n    ok\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    ok\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}\n\nquery MySessions {\n  mySessions {\n    id\n    startedAt\n    lastUsedAt\n    userAgent\n    current\n  }\n}\n\nmutation EndOtherSessions($input: EndOtherSessionsInput!) {\n  endOtherSessions(input: $input) {\n    endedSessions\n    retryAfterSeconds\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;