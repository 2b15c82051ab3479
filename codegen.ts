import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Client types come from the committed schema contract only: operations live beside the code that uses
 * them (`client/src/**\/*.graphql.ts`) and the client preset writes typed documents to `client/src/gql/`.
 */
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*"],
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      preset: "client",
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        // DateTimeISO travels as an ISO-8601 string in JSON.
        scalars: { DateTimeISO: "string" },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;
