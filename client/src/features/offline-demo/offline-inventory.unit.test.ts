import { describe, expect, it } from "vitest";
import { formatBytes, queuedChanges } from "./offline-inventory";

describe("queuedChanges", () => {
  it("counts the changes waiting in each feature's outbox", () => {
    expect(
      queuedChanges([
        ["hearth:offline:shopping-outbox:user-1", JSON.stringify([{ id: "a" }, { id: "b" }])],
        ["hearth:offline:shopping-outbox:user-2", JSON.stringify([{ id: "c" }])],
        ["hearth:offline:pantry-outbox:user-1", "[]"],
        ["hearth:offline:apollo-cache:user-1", JSON.stringify([{ id: "not a queue" }])],
        ["token", "abc"],
      ]),
    ).toEqual([
      { feature: "pantry", count: 0 },
      { feature: "shopping", count: 3 },
    ]);
  });

  it("treats an unreadable outbox as empty", () => {
    expect(queuedChanges([["hearth:offline:shopping-outbox:user-1", "{oops"]])).toEqual([]);
  });
});

describe("formatBytes", () => {
  it("is readable", () => {
    expect(formatBytes(900)).toBe("900 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(340 * 1024)).toBe("340 KB");
    expect(formatBytes(1.4 * 1024 * 1024)).toBe("1.4 MB");
  });
});
