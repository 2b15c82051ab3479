import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import { selectsField } from "./graphql-context.js";

/** The resolve info of the operation's first root field, as far as `selectsField` reads it. */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const operation = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    parsed.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe("selectsField", () => {
  it("finds a field of the result, directly, in inline fragments and in named ones", () => {
    expect(selectsField(infoOf("{ change { sequence } }"), "sequence")).toBe(true);
    expect(selectsField(infoOf("{ change { sequence } }"), "lists")).toBe(false);
    expect(selectsField(infoOf("{ change { ... on Change { lists { id } } } }"), "lists")).toBe(true);
    expect(selectsField(infoOf("{ change { ...F } } fragment F on Change { ...G } fragment G on Change { lists { id } }"), "lists")).toBe(true);
  });

  it("goes deeper along a path, wherever the outer field is asked for", () => {
    const heads = infoOf("{ change { lists { id name } } }");
    expect(selectsField(heads, "lists")).toBe(true);
    expect(selectsField(heads, "lists", "items")).toBe(false);
    expect(selectsField(infoOf("{ change { lists { id } ...F } } fragment F on Change { lists { items { id } } }"), "lists", "items")).toBe(true);
    expect(selectsField(infoOf("{ change { lists { ... on List { items { id } } } } }"), "lists", "items", "id")).toBe(true);
    expect(selectsField(infoOf("{ change { items { id } } }"), "lists", "items")).toBe(false);
  });
});
