import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AuthApiError,
  checkAuth,
  CONNECTION_UNAVAILABLE,
  LOGIN_TIMED_OUT,
  login,
  refreshToken,
  UNPARSEABLE_RESPONSE,
} from "./auth-api";
import { LOGIN_TIMEOUT_MS } from "./session-constants";

function respond(status: number, body: string) {
  return vi.fn(async () => new Response(body, { status, statusText: status === 401 ? "Unauthorized" : "OK" }));
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthApiError);
    return (error as AuthApiError).failure;
  }
  throw new Error("expected a failure");
}

describe("the session's REST calls (spec section 7)", () => {
  it("sends the spec's headers, a cache-busting query and credentials", async () => {
    const fetch = respond(200, JSON.stringify({ token: "a.b.c", user: { id: "1" } }));
    await login({ email: "a@b.co", password: "pantry-secret" }, { fetch });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/login\?_=\d+$/);
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "Cache-Control": "no-cache, no-store",
    });
    expect(JSON.parse(init.body as string)).toEqual({ email: "a@b.co", password: "pantry-secret" });
  });

  it("sends the bearer token only when there is a usable one", async () => {
    const fetch = respond(200, JSON.stringify({ authenticated: true, user: {} }));
    await checkAuth("header.payload.signature", { fetch });
    await checkAuth("null", { fetch });
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0].Authorization).toBe("Bearer header.payload.signature");
    expect(headers[1].Authorization).toBeUndefined();
  });

  it("reports the server's error and the status of a 401", async () => {
    const failure = await failureOf(
      checkAuth("header.payload.signature", {
        fetch: respond(401, JSON.stringify({ error: "Your trial has expired.", status: "trial_expired" })),
      }),
    );
    expect(failure).toMatchObject({ kind: "http", status: 401, serverMessage: "Your trial has expired.", accessStatus: "trial_expired" });
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    const failure = await failureOf(login({ email: "a@b.co", password: "x" }, { fetch: respond(500, "{}") }));
    expect(failure).toMatchObject({ kind: "http", status: 500, serverMessage: null, message: "Login failed" });
  });

  it("tells an unreadable answer apart", async () => {
    const failure = await failureOf(login({ email: "a@b.co", password: "x" }, { fetch: respond(502, "<html>Bad gateway</html>") }));
    expect(failure).toMatchObject({ kind: "parse", message: UNPARSEABLE_RESPONSE });
  });

  it("tells a request that never reached the server apart", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const failure = await failureOf(login({ email: "a@b.co", password: "x" }, { fetch }));
    expect(failure).toMatchObject({ kind: "network", message: CONNECTION_UNAVAILABLE });
  });

  it("refuses a refresh answer without a token", async () => {
    const failure = await failureOf(refreshToken("header.payload.signature", { fetch: respond(200, "{}") }));
    expect(failure.kind).toBe("parse");
  });

  describe("login timeout", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it(`abandons the login after ${LOGIN_TIMEOUT_MS} ms with the spec's message`, async () => {
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      );
      const pending = failureOf(login({ email: "a@b.co", password: "x" }, { fetch: fetch as never }));
      await vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS - 1);
      expect(fetch.mock.calls.length).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: "timeout", message: LOGIN_TIMED_OUT });
    });
  });
});
