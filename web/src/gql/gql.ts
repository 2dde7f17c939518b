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
    "\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n  }\n": typeof types.ProfileSetupPage_ViewerFragmentDoc,
    "\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n": typeof types.ProfileSetupPage_CompleteProfileDocument,
    "\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.SignInPage_SignInDocument,
    "\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.SignUpPage_SignUpDocument,
    "\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n  }\n": typeof types.AppShell_ViewerFragmentDoc,
    "\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n": typeof types.ShellHeader_ViewerFragmentDoc,
    "\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n": typeof types.ShellSidebar_ViewerFragmentDoc,
    "\n  query App_Viewer {\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n": typeof types.App_ViewerDocument,
};
const documents: Documents = {
    "\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n  }\n": types.ProfileSetupPage_ViewerFragmentDoc,
    "\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n": types.ProfileSetupPage_CompleteProfileDocument,
    "\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.SignInPage_SignInDocument,
    "\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.SignUpPage_SignUpDocument,
    "\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n  }\n": types.AppShell_ViewerFragmentDoc,
    "\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n": types.ShellHeader_ViewerFragmentDoc,
    "\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n": types.ShellSidebar_ViewerFragmentDoc,
    "\n  query App_Viewer {\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n": types.App_ViewerDocument,
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
export function graphql(source: "\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n  }\n"): (typeof documents)["\n  fragment ProfileSetupPage_viewer on User {\n    id\n    role\n    firstName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileSetupPage_CompleteProfile($input: CompleteProfileInput!) {\n    completeProfile(input: $input) {\n      user {\n        id\n        needsProfileSetup\n        displayName\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInPage_SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpPage_SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n  }\n"): (typeof documents)["\n  fragment AppShell_viewer on User {\n    role\n    firstName\n    ...ShellHeader_viewer\n    ...ShellSidebar_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n"): (typeof documents)["\n  fragment ShellHeader_viewer on User {\n    id\n    name\n    profileImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n"): (typeof documents)["\n  fragment ShellSidebar_viewer on User {\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query App_Viewer {\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query App_Viewer {\n    viewer {\n      id\n      role\n      needsProfileSetup\n      ...AppShell_viewer\n      ...ProfileSetupPage_viewer\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;