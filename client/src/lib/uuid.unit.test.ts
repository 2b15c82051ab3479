import { describe, expect, it } from "vitest";
import { createUuid } from "./uuid";

describe("createUuid", () => {
  it("formats 128 random bits as a version 4, RFC 4122 variant UUID", () => {
    expect(createUuid(() => "0123456789abcdef0123456789abcdef")).toBe("01234567-89ab-4def-8123-456789abcdef");
    for (let i = 0; i < 50; i++) {
      expect(createUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
