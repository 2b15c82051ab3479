import { graphql } from "../../gql";

/** Which sign-in methods the server offers (the Google button shows only with a client id). */
export const AppConfigQuery = graphql(`
  query AppConfig {
    appConfig {
      googleClientId
    }
  }
`);
