import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { classifyFailure } from "./classify-failure";

const graphqlError = (code: string, message = "x") => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
const serverError = (status: number, body: unknown) =>
  new ServerError("failed", { response: new Response(null, { status }), bodyText: JSON.stringify(body), result: body } as never);

describe("classifyFailure: what the outbox retries and what it drops", () => {
  it("retries when no answer came (offline)", () => {
    expect(classifyFailure(new TypeError("Failed to fetch"))).toEqual({ retry: true, code: null, message: null });
  });

  it("drops changes the server refused, keeping its reason", () => {
    expect(classifyFailure(graphqlError("NOT_FOUND", "Shopping item not found"))).toEqual({
      retry: false,
      code: "NOT_FOUND",
      message: "Shopping item not found",
    });
    expect(classifyFailure(graphqlError("BAD_USER_INPUT")).retry).toBe(false);
    expect(classifyFailure(graphqlError("CONFLICT")).retry).toBe(false);
  });

  it("keeps changes when the session expired (the app signs in again) or the server failed", () => {
    expect(classifyFailure(serverError(401, { errors: [{ message: "Authentication required", extensions: { code: "UNAUTHENTICATED" } }] })).retry).toBe(
      true,
    );
    expect(classifyFailure(graphqlError("INTERNAL_SERVER_ERROR"))).toMatchObject({ retry: true, server: true });
    expect(classifyFailure(serverError(502, { error: "Bad gateway" }))).toMatchObject({ retry: true, server: true });
  });
});
