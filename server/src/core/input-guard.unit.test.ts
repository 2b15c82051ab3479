import { describe, expect, it } from "vitest";
import { findInputProblem, isIdParam, MAX_INPUT_DEPTH, textProblem } from "./input-guard.js";

describe("input rule", () => {
  it("refuses every C0 control but tab, newline and carriage return", () => {
    for (let code = 0; code < 0x20; code++) {
      const problem = textProblem(`a${String.fromCharCode(code)}b`);
      if (code === 0x09 || code === 0x0a || code === 0x0d) expect(problem).toBeNull();
      else expect(problem).toBe("Text may not contain control characters");
    }
    expect(textProblem("café 🍅 \u007f")).toBeNull();
  });

  it("refuses lone surrogates at either end and in the middle, and keeps pairs", () => {
    for (const text of ["\ud83c", "x\ud83c", "\udf45x", "a\udf45\ud83cb"]) expect(textProblem(text)).toMatch(/lone surrogate/);
    expect(textProblem("\ud83c\udf45")).toBeNull();
  });

  it("names the path of the first problem in nested objects and arrays, keys included", () => {
    expect(findInputProblem({ a: [{ b: "ok" }, { "weird key": "\u0000" }] })).toEqual({
      message: "Text may not contain control characters",
      field: 'a[1]["weird key"]',
    });
    expect(findInputProblem({ ["k\u0001"]: 1 })).toMatchObject({ message: "Text may not contain control characters" });
    expect(findInputProblem(JSON.parse('{"x":{"__proto__":{"polluted":1}}}'))).toEqual({
      message: 'Input may not use the key "__proto__"',
      field: "x.__proto__",
    });
    expect(findInputProblem({ ok: ["a\tb", 1, null, true, { c: "d\r\n" }] })).toBeNull();
  });

  it("refuses nesting past the limit without recursion", () => {
    const deep = JSON.parse("[".repeat(100_000) + "]".repeat(100_000));
    expect(findInputProblem(deep)?.message).toMatch(/nested too deeply/);
    let fine: unknown = "leaf";
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = [fine];
    expect(findInputProblem(fine)).toBeNull();
  });

  it("treats `id` and names ending in Id as record ids", () => {
    expect(["id", "listId", "itemId", "sourceListId"].every(isIdParam)).toBe(true);
    expect(["token", "slug", "barcode", "Id", "idea", "paid"].some(isIdParam)).toBe(false);
  });
});
