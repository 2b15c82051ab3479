import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { claimOutbox, isClaimed, onClaimsChanged } from "./outbox-claims";
import { courierFeatures, deliveredNotice } from "./outbox-courier";
import { outboxFeatureOf, outboxKey, waitingOutboxes } from "./outbox-keys";

const featuresDir = fileURLToPath(new URL("../../features/", import.meta.url));

/** Every feature name a screen passes to `useOutbox({ feature })`. */
function screenOutboxFeatures(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = readFileSync(path, "utf8");
        if (!source.includes("useOutbox<")) continue;
        for (const match of source.matchAll(/useOutbox<[^(]*\(\{\s*feature: "([a-z-]+)"/g)) names.add(match[1]!);
      }
    }
  };
  walk(featuresDir);
  return [...names].sort();
}

describe("the courier", () => {
  it("has a courier module for every feature whose screens queue changes, so nothing waits for its screen", () => {
    const screens = screenOutboxFeatures();
    expect(screens.length).toBeGreaterThanOrEqual(13);
    expect(courierFeatures().sort()).toEqual(screens);
  });

  it("loads each courier module with a guard, a sender and the feature's refusal words", async () => {
    const modules = import.meta.glob<{ courier: Record<string, unknown> }>("../../features/*/*.courier.ts");
    for (const load of Object.values(modules)) {
      const { courier } = await load();
      expect(typeof courier.isChange).toBe("function");
      expect(typeof courier.send).toBe("function");
      expect(typeof courier.refusal).toBe("function");
    }
  });

  it("tells how many changes made offline reached the family", () => {
    expect(deliveredNotice(1).description).toBe("1 change made offline reached your family.");
    expect(deliveredNotice(3).description).toBe("3 changes made offline reached your family.");
  });
});

describe("outbox keys", () => {
  it("finds this user's waiting outboxes and the feature of each", () => {
    const keys = [outboxKey("shopping", "u1"), outboxKey("meal-plan", "u1"), outboxKey("shopping", "u2"), "hearth:offline:apollo-cache:u1", "other"];
    expect(waitingOutboxes(keys, "u1")).toEqual([outboxKey("shopping", "u1"), outboxKey("meal-plan", "u1")]);
    expect(keys.map(outboxFeatureOf)).toEqual(["shopping", "meal-plan", "shopping", null, null]);
  });
});

describe("claims", () => {
  it("holds a queue while any screen of it is open, and says when the first opens and the last closes", () => {
    const heard: string[] = [];
    const stop = onClaimsChanged((key, claimed) => heard.push(`${claimed ? "claimed" : "released"} ${key}`));
    const list = claimOutbox("k");
    const editor = claimOutbox("k");
    expect(isClaimed("k")).toBe(true);
    list();
    list();
    expect(isClaimed("k")).toBe(true);
    editor();
    expect(isClaimed("k")).toBe(false);
    stop();
    claimOutbox("k")();
    expect(heard).toEqual(["claimed k", "released k"]);
  });
});
