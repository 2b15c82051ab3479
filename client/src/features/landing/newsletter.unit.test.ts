import { describe, expect, it } from "vitest";
import { EMAIL_INVALID, EMAIL_REQUIRED, NETWORK_FAILED, newsletterEmailError, subscribeToNewsletter } from "./newsletter";

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })) as typeof fetch;

describe("Stay Updated address check", () => {
  it.each([
    ["", EMAIL_REQUIRED],
    ["   ", EMAIL_REQUIRED],
    ["sam", EMAIL_INVALID],
    ["sam@", EMAIL_INVALID],
    ["sam@example", EMAIL_INVALID],
    ["sam smith@example.com", EMAIL_INVALID],
    ["sam@@example.com", EMAIL_INVALID],
    [`${"a".repeat(250)}@example.com`, EMAIL_INVALID],
  ])("refuses %j", (value, message) => {
    expect(newsletterEmailError(value)).toBe(message);
  });

  it.each(["sam@example.com", " Sam.Smith+news@mail.example.co.uk "])("accepts %j", (value) => {
    expect(newsletterEmailError(value)).toBeNull();
  });
});

describe("Stay Updated sign-up", () => {
  it("sends the trimmed address and page, and shows the server's message", async () => {
    let sent: unknown;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent = JSON.parse(String(init.body));
      return new Response(JSON.stringify({ subscribed: true, alreadySubscribed: false, message: "Thanks!" }), { status: 201 });
    }) as unknown as typeof fetch;
    expect(await subscribeToNewsletter(" sam@example.com ", "landing", fetchImpl)).toEqual({
      ok: true,
      message: "Thanks!",
      alreadySubscribed: false,
    });
    expect(sent).toEqual({ email: "sam@example.com", source: "landing" });
  });

  it("passes on the server's reason for a refusal", async () => {
    expect(await subscribeToNewsletter("x@y.z", "landing", answer(400, { error: EMAIL_INVALID }))).toEqual({
      ok: false,
      message: EMAIL_INVALID,
    });
  });

  it("says so when the server fails or cannot be reached", async () => {
    expect((await subscribeToNewsletter("x@y.z", "landing", answer(500, { error: "boom" }))).ok).toBe(false);
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await subscribeToNewsletter("x@y.z", "landing", offline)).toEqual({ ok: false, message: NETWORK_FAILED });
  });
});
