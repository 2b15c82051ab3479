/**
 * Fetching a URL a user typed (recipe import, calendar subscriptions) without letting them reach
 * our own network (SSRF). The address is checked when the socket connects (a custom `lookup`), so a
 * name that resolves to a private address, or changes between check and use (DNS rebinding), is refused;
 * IP literals, which skip `lookup`, are checked before the request. Redirects are followed here, hop by
 * hop, each one checked again. Size, time and content type are limited.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import ipaddr from "ipaddr.js";

export type SafeFetchErrorCode =
  | "BAD_URL"
  | "BLOCKED_ADDRESS"
  | "TOO_MANY_REDIRECTS"
  | "TOO_LARGE"
  | "TIMEOUT"
  | "BAD_CONTENT_TYPE"
  | "HTTP_ERROR"
  | "NETWORK";

export class SafeFetchError extends Error {
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes (default 2 MB). */
  maxBytes?: number;
  /** Time for the whole fetch, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number;
  /** Accepted media types (e.g. `["text/html"]`); `*` suffix matches a family (`text/*`). Default: any. */
  contentTypes?: readonly string[];
  /** Extra request headers. */
  headers?: Record<string, string>;
  /**
   * TESTS ONLY: exact addresses allowed although they are private (e.g. a local test server on
   * "127.0.0.2"). Never fill this from configuration or user input.
   */
  allowAddresses?: readonly string[];
}

export interface SafeFetchResult {
  /** The final URL after redirects. */
  url: string;
  status: number;
  /** Media type without parameters, lower case ("text/html"). */
  contentType: string;
  body: Buffer;
  /** The body decoded with the charset the server named (UTF-8 otherwise). */
  text(): string;
}

const DEFAULTS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/**
 * True when an address must not be reached: anything that is not plain public unicast (private,
 * loopback, link-local incl. the 169.254.169.254 metadata address, CGNAT, multicast, broadcast,
 * unspecified, unique-local, reserved, and IPv6 forms that embed an IPv4 address such as 6to4,
 * Teredo and NAT64). IPv4-mapped IPv6 is judged as the IPv4 address it carries.
 */
export function isBlockedAddress(address: string, allow: readonly string[] = []): boolean {
  const parsed = normalise(address);
  if (!parsed) return true;
  if (allow.some((a) => normalise(a)?.toString() === parsed.toString())) return false;
  return parsed.range() !== "unicast";
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function guardedLookup(allow: readonly string[]) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as dns.LookupAddress[];
      const blocked = list.find((a) => isBlockedAddress(a.address, allow));
      if (blocked || list.length === 0) {
        const error = new SafeFetchError(
          "BLOCKED_ADDRESS",
          `Refusing to connect to ${hostname}: it resolves to a private or reserved address`,
        );
        return callback(error as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function parseUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError("BAD_URL", "That is not a valid web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("BAD_URL", "Only http and https addresses can be fetched");
  }
  if (url.username || url.password) {
    throw new SafeFetchError("BAD_URL", "Addresses with a user name or password are not fetched");
  }
  return url;
}

function mediaTypeMatches(type: string, accepted: readonly string[]): boolean {
  return accepted.some((a) => (a.endsWith("/*") ? type.startsWith(a.slice(0, -1)) : type === a));
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  body?: Buffer;
}

function requestOnce(url: URL, opts: Required<Pick<SafeFetchOptions, "maxBytes">> & SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const allow = opts.allowAddresses ?? [];
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && isBlockedAddress(host, allow)) {
    return Promise.reject(new SafeFetchError("BLOCKED_ADDRESS", `Refusing to connect to ${host}: private or reserved address`));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        agent: false,
        lookup: guardedLookup(allow) as unknown as net.LookupFunction,
        signal,
        headers: {
          "user-agent": "HearthBot/1.0 (+recipe import)",
          accept: opts.contentTypes?.join(", ") || "*/*",
          ...opts.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status) || status >= 400) {
          res.resume();
          return resolve({ status, headers: res.headers });
        }
        const type = (res.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
        if (opts.contentTypes && !mediaTypeMatches(type, opts.contentTypes)) {
          res.destroy();
          return reject(new SafeFetchError("BAD_CONTENT_TYPE", `The address answered ${type || "without a content type"}, not ${opts.contentTypes.join(" or ")}`));
        }
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy();
          return reject(new SafeFetchError("TOO_LARGE", `The page is larger than ${opts.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new SafeFetchError("TOO_LARGE", `The page is larger than ${opts.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", (err) => reject(err));
      },
    );
    req.on("error", (err) => reject(err));
    req.end();
  });
}

function charsetOf(contentType: string | undefined): string {
  const match = /charset=["']?([^;"'\s]+)/i.exec(contentType ?? "");
  return match?.[1]?.toLowerCase() ?? "utf-8";
}

function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** Fetch `rawUrl` with the guards above; throws `SafeFetchError` with a message fit to show the user. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const opts = { ...DEFAULTS, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  let url = parseUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      let result: Hop;
      try {
        result = await requestOnce(url, opts, controller.signal);
      } catch (err) {
        if (err instanceof SafeFetchError) throw err;
        const { cause, errors } = err as { cause?: unknown; errors?: unknown[] };
        if (cause instanceof SafeFetchError) throw cause;
        const inner = errors?.find((e) => e instanceof SafeFetchError);
        if (inner) throw inner;
        if (controller.signal.aborted) {
          throw new SafeFetchError("TIMEOUT", `The address did not answer within ${Math.round(opts.timeoutMs / 1000)} s`);
        }
        throw new SafeFetchError("NETWORK", `Could not reach ${url.host}`);
      }
      if (REDIRECTS.has(result.status)) {
        const location = result.headers.location;
        if (!location) throw new SafeFetchError("HTTP_ERROR", "The address redirected without saying where", result.status);
        if (hop + 1 > opts.maxRedirects) {
          throw new SafeFetchError("TOO_MANY_REDIRECTS", `More than ${opts.maxRedirects} redirects`);
        }
        url = parseUrl(location, url.toString());
        continue;
      }
      if (result.status >= 400 || !result.body) {
        throw new SafeFetchError("HTTP_ERROR", `The address answered with status ${result.status}`, result.status);
      }
      const body = result.body;
      const header = result.headers["content-type"];
      return {
        url: url.toString(),
        status: result.status,
        contentType: (header ?? "").split(";")[0]!.trim().toLowerCase(),
        body,
        text: () => decode(body, charsetOf(header)),
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
