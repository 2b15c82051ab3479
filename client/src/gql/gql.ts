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
    "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n": typeof types.ShellViewerDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    username\n    name\n    displayName\n    role\n    accountType\n    familyMemberId\n    userId\n    householdId\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      status\n      message\n      redirectTo\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      status\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.HomeViewerDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.SetMealPlanViewDocument,
    "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n": typeof types.MealPlanViewChangedDocument,
};
const documents: Documents = {
    "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n": types.ShellViewerDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    username\n    name\n    displayName\n    role\n    accountType\n    familyMemberId\n    userId\n    householdId\n  }\n": types.SessionUserFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      status\n      message\n      redirectTo\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      status\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n": types.HomeViewerDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.SetMealPlanViewDocument,
    "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n": types.MealPlanViewChangedDocument,
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
export function graphql(source: "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n"): (typeof documents)["\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    username\n    name\n    displayName\n    role\n    accountType\n    familyMemberId\n    userId\n    householdId\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    username\n    name\n    displayName\n    role\n    accountType\n    familyMemberId\n    userId\n    householdId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      status\n      message\n      redirectTo\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      status\n      message\n      redirectTo\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      status\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      status\n      message\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;