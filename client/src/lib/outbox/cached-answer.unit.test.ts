import { InMemoryCache } from "@apollo/client";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import type { TypedDocumentNode } from "@apollo/client";
import { advanceTo, modifyCachedAnswer, perCache, readCachedAnswer } from "./cached-answer";

// A schema of its own (not Hearth's): parsed here, so the client's codegen does not take it for one of the app's documents.
const Query = parse("query Notes($kind: String!) { point notes(kind: $kind) { id text } }");

describe("modifyCachedAnswer", () => {
  it("changes only the stored fields it names, arguments included, in one broadcast", () => {
    const cache = new InMemoryCache({ typePolicies: { Note: { keyFields: false } } });
    const write = (kind: string, text: string) =>
      cache.writeQuery({ query: Query, variables: { kind }, data: { point: 1, notes: [{ __typename: "Note", id: kind, text }] } });
    write("shopping", "milk");
    write("chores", "dishes");
    let broadcasts = 0;
    cache.watch({ query: Query, variables: { kind: "shopping" }, optimistic: false, callback: () => (broadcasts += 1) });
    modifyCachedAnswer(cache, {
      'notes({"kind":"shopping"})': (stored) => [...(stored as object[]), { __typename: "Note", id: "second", text: "eggs" }],
      point: advanceTo(5),
      missing: () => {
        throw new Error("a field the cache does not hold is never asked for");
      },
    });
    const shopping = cache.readQuery<{ point: number; notes: { text: string }[] }>({ query: Query, variables: { kind: "shopping" } })!;
    const chores = cache.readQuery<{ notes: { text: string }[] }>({ query: Query, variables: { kind: "chores" } })!;
    expect(shopping.notes.map((n) => n.text)).toEqual(["milk", "eggs"]);
    expect(shopping.point).toBe(5);
    expect(chores.notes.map((n) => n.text)).toEqual(["dishes"]);
    expect(broadcasts).toBe(1);
  });

  it("never moves a sync point backwards", () => {
    expect(advanceTo(3)(7)).toBe(7);
    expect(advanceTo(9)(7)).toBe(9);
    expect(advanceTo(2)(undefined)).toBe(2);
  });
});

describe("readCachedAnswer", () => {
  const Points = parse("query Points { point notes(kind: \"all\") { id text } }") as TypedDocumentNode<{ point: number; notes: { text: string }[] }, Record<string, never>>;

  it("answers null without the answer, and otherwise the very result a screen's watch read (no second walk)", () => {
    const cache = new InMemoryCache({ typePolicies: { Note: { keyFields: false } } });
    expect(readCachedAnswer(cache, Points)).toBeNull();
    cache.writeQuery({ query: Points, data: { point: 1, notes: [{ __typename: "Note", id: "a", text: "milk" }] } as never });
    let seen: unknown;
    cache.watch({ query: Points, optimistic: true, callback: (diff) => (seen = diff.result) });
    modifyCachedAnswer(cache, { point: advanceTo(4) });
    const answer = readCachedAnswer(cache, Points)!;
    expect(answer.point).toBe(4);
    expect(answer).toBe(seen);
  });
});

describe("perCache", () => {
  it("keeps one value per cache, made on first use", () => {
    let made = 0;
    const removed = perCache(() => {
      made += 1;
      return new Set<string>();
    });
    const first = new InMemoryCache();
    removed(first).add("milk");
    expect(removed(first).has("milk")).toBe(true);
    expect(removed(new InMemoryCache()).has("milk")).toBe(false);
    expect(made).toBe(2);
  });
});
