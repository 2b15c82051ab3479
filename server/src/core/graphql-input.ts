import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  GraphQLID,
  Kind,
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { findInputProblem, textProblem } from "./input-guard.js";

/**
 * The input rule (`input-guard.ts`) for GraphQL, applied to every operation before it executes:
 * every string in the document (arguments at any depth, defaults, custom scalars written as strings)
 * and every variable value must be clean text, and every value given where the schema expects an `ID`
 * must look like one. No resolver opts in; the HTTP plugin and the WebSocket `onSubscribe` both call it.
 */

/**
 * What an id looks like: UUIDs for Hearth's own records, and provider ids such as Stripe's
 * `cs_test_…`. Anything else cannot name a record, so it never reaches a resolver or SQL.
 */
const ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

export function isWellFormedId(value: unknown): boolean {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0;
  return typeof value === "string" && ID_SHAPE.test(value);
}

function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: "BAD_USER_INPUT", ...(field ? { field } : {}), http: { status: 400 } },
  });
}

/** Checks a variable's value against its declared type: every ID inside it must be well formed. */
function idProblemInValue(type: GraphQLInputType, value: unknown, path: string, depth = 0): string | null {
  if (value === null || value === undefined || depth > 32) return null;
  if (isNonNullType(type)) return idProblemInValue(type.ofType, value, path, depth);
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    for (let i = 0; i < items.length; i++) {
      const problem = idProblemInValue(type.ofType, items[i], `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== "object" || Array.isArray(value)) return null; // coercion refuses it with its own error
    const fields = type.getFields();
    for (const [name, field] of Object.entries(fields)) {
      const problem = idProblemInValue(field.type, (value as Record<string, unknown>)[name], `${path}.${name}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (getNamedType(type) === GraphQLID || getNamedType(type)?.name === "ID") {
    return isWellFormedId(value) ? null : path;
  }
  return null;
}

/**
 * The first problem with the strings and ids written in a document, or null. It depends only on the
 * document, and both doors reuse one parsed document per query text (Apollo's document store, the
 * socket's DocumentCache), so each document is walked once per schema.
 */
const documentProblems = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, string | null>>();

function documentProblem(schema: GraphQLSchema, document: DocumentNode): string | null {
  let known = documentProblems.get(schema);
  if (!known) {
    known = new WeakMap();
    documentProblems.set(schema, known);
  }
  const cached = known.get(document);
  if (cached !== undefined) return cached;
  let problem: string | null = null;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue(node) {
        if (problem) return false;
        const text = textProblem(node.value);
        if (text) {
          problem = text;
          return false;
        }
        const expected = typeInfo.getInputType();
        if (expected && getNamedType(expected)?.name === "ID" && !isWellFormedId(node.value)) {
          problem = `"${node.value.slice(0, 40)}" is not a valid id`;
          return false;
        }
        return undefined;
      },
      IntValue(node) {
        if (problem) return false;
        const expected = typeInfo.getInputType();
        if (expected && getNamedType(expected)?.name === "ID" && !isWellFormedId(node.value)) {
          problem = `${node.value.slice(0, 40)} is not a valid id`;
        }
        return undefined;
      },
    }),
  );
  known.set(document, problem);
  return problem;
}

/** The first problem with an operation's input, as a BAD_USER_INPUT error, or null. */
export function operationInputError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  // 1. Strings written in the document: any depth, any argument, including custom scalars.
  const problem = documentProblem(schema, document);
  if (problem) return badInput(problem);

  // 2. Variables: clean text at any depth, and well-formed ids where the declared type has them.
  if (variables && typeof variables === "object") {
    const found = findInputProblem(variables);
    if (found) return badInput(found.field ? `${found.message} ($${found.field})` : found.message, found.field);
    const definitions = operation?.variableDefinitions ?? [];
    for (const definition of definitions) {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
      if (!type) continue;
      const path = idProblemInValue(type, variables[name], `$${name}`);
      if (path) return badInput(`${path} is not a valid id`, path);
    }
  }
  return null;
}

/** The operation a request names (or its only one). */
export function selectOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0] : null;
}

/** Apollo plugin: refuses an operation that breaks the input rule before it executes (HTTP 400). */
export function inputGuardPlugin<T extends object>(schema: GraphQLSchema): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          const error = operationInputError(schema, document, operation, request.variables);
          if (error) throw error;
        },
      };
    },
  };
}
