import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeFailure, OFFLINE_FAILURE } from "./graphql-errors";

describe("describeFailure", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says a network failure happened offline when the browser is offline, and nothing of its own otherwise", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(describeFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "network", message: OFFLINE_FAILURE, code: null, status: null });
    vi.stubGlobal("navigator", { onLine: true });
    expect(describeFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "network", message: null, code: null, status: null });
  });

  it("keeps the server's own words for an answer with errors, online or not", () => {
    vi.stubGlobal("navigator", { onLine: false });
    const error = new CombinedGraphQLErrors({ errors: [{ message: "Recipe not found", extensions: { code: "NOT_FOUND" } }] });
    expect(describeFailure(error)).toMatchObject({ kind: "graphql", message: "Recipe not found", code: "NOT_FOUND" });
  });
});
