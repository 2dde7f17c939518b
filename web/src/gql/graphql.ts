/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Clients send displayName (required) and phone; helpers send phone (required) and hourlyRateCents. */
export type CompleteProfileInput = {
  displayName?: string | null | undefined;
  /** Hourly rate in cents (helpers only). */
  hourlyRateCents?: number | null | undefined;
  phone?: string | null | undefined;
};

/** What a signed-in user may do. */
export type Role =
  | 'ADMIN'
  | 'CLIENT'
  | 'HELPER';

export type SignInInput = {
  email: string;
  password: string;
};

export type SignUpInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

export type ProfileSetupPage_ViewerFragment = { id: string, role: Role, firstName: string } & { ' $fragmentName'?: 'ProfileSetupPage_ViewerFragment' };

export type ProfileSetupPage_CompleteProfileMutationVariables = Exact<{
  input: CompleteProfileInput;
}>;


export type ProfileSetupPage_CompleteProfileMutation = { completeProfile: { user: { id: string, needsProfileSetup: boolean, displayName: string | null, phone: string | null } } };

export type SignInPage_SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInPage_SignInMutation = { signIn: { user: { id: string } } };

export type SignUpPage_SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpPage_SignUpMutation = { signUp: { user: { id: string } } };

export type AppShell_ViewerFragment = (
  { role: Role, firstName: string }
  & { ' $fragmentRefs'?: { 'ShellHeader_ViewerFragment': ShellHeader_ViewerFragment;'ShellSidebar_ViewerFragment': ShellSidebar_ViewerFragment } }
) & { ' $fragmentName'?: 'AppShell_ViewerFragment' };

export type ShellHeader_ViewerFragment = { id: string, name: string, profileImageUrl: string | null } & { ' $fragmentName'?: 'ShellHeader_ViewerFragment' };

export type ShellSidebar_ViewerFragment = { role: Role } & { ' $fragmentName'?: 'ShellSidebar_ViewerFragment' };

export type App_ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type App_ViewerQuery = { viewer: (
    { id: string, role: Role, needsProfileSetup: boolean }
    & { ' $fragmentRefs'?: { 'AppShell_ViewerFragment': AppShell_ViewerFragment;'ProfileSetupPage_ViewerFragment': ProfileSetupPage_ViewerFragment } }
  ) | null };

export const ProfileSetupPage_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSetupPage_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]} as unknown as DocumentNode<ProfileSetupPage_ViewerFragment, unknown>;
export const ShellHeader_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode<ShellHeader_ViewerFragment, unknown>;
export const ShellSidebar_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellSidebar_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<ShellSidebar_ViewerFragment, unknown>;
export const AppShell_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppShell_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellHeader_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellSidebar_viewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellSidebar_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AppShell_ViewerFragment, unknown>;
export const ProfileSetupPage_CompleteProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileSetupPage_CompleteProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"needsProfileSetup"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileSetupPage_CompleteProfileMutation, ProfileSetupPage_CompleteProfileMutationVariables>;
export const SignInPage_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInPage_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SignInPage_SignInMutation, SignInPage_SignInMutationVariables>;
export const SignUpPage_SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpPage_SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SignUpPage_SignUpMutation, SignUpPage_SignUpMutationVariables>;
export const App_ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"App_Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"needsProfileSetup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppShell_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSetupPage_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellSidebar_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppShell_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellHeader_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellSidebar_viewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSetupPage_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]} as unknown as DocumentNode<App_ViewerQuery, App_ViewerQueryVariables>;