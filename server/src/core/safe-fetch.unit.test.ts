import { describe, expect, it } from "vitest";
import { isBlockedAddress, safeFetch } from "./safe-fetch.js";

describe("isBlockedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.5.6.7",
    "10.0.0.1",
    "172.16.3.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "2002:7f00:1::1",
    "64:ff9b::a00:1",
    "[::1]",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:93.184.216.34"])("allows public %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it("allows an address only when the caller lists it exactly", () => {
    expect(isBlockedAddress("127.0.0.2", ["127.0.0.2"])).toBe(false);
    expect(isBlockedAddress("::ffff:127.0.0.2", ["127.0.0.2"])).toBe(false);
    expect(isBlockedAddress("127.0.0.1", ["127.0.0.2"])).toBe(true);
  });
});

describe("safeFetch URL checks", () => {
  it.each(["file:///etc/passwd", "ftp://example.com/", "gopher://x/", "javascript:alert(1)", "nonsense"])(
    "refuses %s before any connection",
    async (url) => {
      await expect(safeFetch(url)).rejects.toMatchObject({ code: "BAD_URL" });
    },
  );

  it.each(["http://127.0.0.1/", "http://[::1]/", "http://[::ffff:7f00:1]/", "http://169.254.169.254/latest/meta-data/", "http://0.0.0.0/"])(
    "refuses the IP literal %s",
    async (url) => {
      await expect(safeFetch(url)).rejects.toMatchObject({ code: "BLOCKED_ADDRESS" });
    },
  );
});
