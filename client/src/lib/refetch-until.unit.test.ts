import { describe, expect, it } from "vitest";
import { refetchUntil } from "./refetch-until";

describe("refetchUntil", () => {
  it("reads again while the answer predates the newest change seen", async () => {
    const answers = [5, 6, 7];
    let reads = 0;
    await refetchUntil(
      async () => ({ data: { point: answers[reads++] } }),
      (data) => data?.point,
      () => 7,
    );
    expect(reads).toBe(3);
  });

  it("stops after one read that is new enough, a failed read, or five reads", async () => {
    let reads = 0;
    await refetchUntil(async () => ({ data: { point: (reads++, 9) } }), (d) => d?.point, () => 7);
    expect(reads).toBe(1);
    reads = 0;
    await refetchUntil(async () => { reads++; throw new Error("offline"); }, (d: { point: number } | undefined) => d?.point, () => 7);
    expect(reads).toBe(1);
    reads = 0;
    await refetchUntil(async () => ({ data: { point: (reads++, 1) } }), (d) => d?.point, () => 7);
    expect(reads).toBe(5);
  });
});
