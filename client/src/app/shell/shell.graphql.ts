import { graphql } from "../../gql";

export const ShellViewerQuery = graphql(`
  query ShellViewer {
    me {
      id
      email
      displayName
      role
    }
  }
`);
