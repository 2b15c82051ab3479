import { describe, expect, it } from "vitest";
import { AppError, inputErrorFromDatabase, unavailableFromConnection } from "./errors.js";

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

describe("inputErrorFromDatabase", () => {
  it("answers 400 for a data exception only bad input causes", () => {
    const answer = inputErrorFromDatabase(Object.assign(new Error("invalid input syntax for type uuid"), { code: "22P02" }));
    expect([answer?.status, answer?.message]).toEqual([400, "A value in this request is not valid"]);
  });

  it("answers 409 for a unique violation, naming an id when the key is the primary one (wrapped by the ORM too)", () => {
    const pkey = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505", constraint: "chores_pkey" });
    const wrapped = Object.assign(new Error("UniqueConstraintViolationException"), { cause: pkey });
    const answer = inputErrorFromDatabase(wrapped);
    expect([answer?.status, answer?.code, answer?.message]).toEqual([409, "CONFLICT", "This id is already in use; choose another"]);
    const other = inputErrorFromDatabase(Object.assign(new Error("duplicate key"), { code: "23505", constraint: "products_name_key" }));
    expect([other?.status, other?.message]).toEqual([409, "This already exists"]);
  });

  it("leaves other errors alone", () => {
    expect(inputErrorFromDatabase(new TypeError("Cannot read properties of undefined (reading 'trim')"))).toBeNull();
  });
});
