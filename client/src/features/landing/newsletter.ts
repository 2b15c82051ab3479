/** The landing footers' 'Stay Updated' sign-up: checked here first, then POST /api/newsletter. */
export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";
export const NETWORK_FAILED = "We couldn't reach Hearth. Check your connection and try again.";

export type NewsletterSource = "landing" | "preview-home";

/** The same shape the server accepts: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The message for an address the server would refuse, or null when it looks right. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (!email) return EMAIL_REQUIRED;
  if (email.length > 254 || !EMAIL.test(email)) return EMAIL_INVALID;
  return null;
}

export type NewsletterResult = { ok: true; message: string; alreadySubscribed: boolean } | { ok: false; message: string };

export async function subscribeToNewsletter(
  email: string,
  source: NewsletterSource,
  fetchImpl: typeof fetch = fetch,
): Promise<NewsletterResult> {
  let res: Response;
  try {
    res = await fetchImpl("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: email.trim(), source }),
    });
  } catch {
    return { ok: false, message: NETWORK_FAILED };
  }
  const body = (await res.json().catch(() => null)) as { message?: unknown; error?: unknown; alreadySubscribed?: unknown } | null;
  if (res.ok && typeof body?.message === "string") {
    return { ok: true, message: body.message, alreadySubscribed: body.alreadySubscribed === true };
  }
  if (res.status >= 400 && res.status < 500 && typeof body?.error === "string") return { ok: false, message: body.error };
  return { ok: false, message: "Something went wrong on our side. Please try again in a moment." };
}
