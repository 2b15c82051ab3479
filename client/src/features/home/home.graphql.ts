import { graphql } from "../../gql";

export const HomeViewerQuery = graphql(`
  query HomeViewer {
    me {
      id
      displayName
    }
  }
`);
