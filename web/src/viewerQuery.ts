import { graphql } from './gql';

/**
 * The root route's query: who is signed in, and what the access-state switch (spec §2) and the shell need; for a
 * half-signed-in session, the step it owes (an owner session sent to set up two-factor when the owner required it).
 * Sign-in, sign-up and profile setup refetch it to move the app to the next state.
 */
export const appViewerQuery = graphql(`
  query App_Viewer {
    signInStepOwed
    viewer {
      id
      role
      needsProfileSetup
      ...AppShell_viewer
      ...ProfileSetupPage_viewer
    }
  }
`);
