import { describe, expect, it } from "vitest";
import { AppError, unavailableFromConnection } from "./errors.js";

describe("unavailableFromConnection", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["an admin shutdown", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["knex after a drop right after BEGIN", new Error("Transaction query already complete, run with DEBUG=knex:tx for more info")],
    ["a pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a cause wrapped by the ORM", Object.assign(new Error("DriverException"), { cause: new Error("Client was closed and is not queryable") })],
  ])("answers 503 for %s", (_what, error) => {
    const answer = unavailableFromConnection(error);
    expect(answer).toBeInstanceOf(AppError);
    expect(answer?.status).toBe(503);
  });

  it.each([
    ["a programming error", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a unique violation", Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" })],
  ])("leaves %s alone", (_what, error) => {
    expect(unavailableFromConnection(error)).toBeNull();
  });
});
