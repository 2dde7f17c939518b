import { graphql } from './gql';

/**
 * The root route's query: who is signed in, and what the access-state switch (spec §2) and the shell need.
 * Sign-in, sign-up and profile setup refetch it to move the app to the next state.
 */
export const appViewerQuery = graphql(`
  query App_Viewer {
    viewer {
      id
      role
      needsProfileSetup
      ...AppShell_viewer
      ...ProfileSetupPage_viewer
    }
  }
`);
