import { useEffect, useRef, useState } from "react";
import { createRandomId } from "../../../lib/random-id";
import { GOOGLE_NONCE_KEY } from "../../../lib/session-constants";
import { writeStorage } from "../../../lib/storage";

/** Google Identity Services, as much of it as this button uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        nonce?: string;
        ux_mode?: "popup" | "redirect";
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_URL = "https://accounts.google.com/gsi/client";
/** Spec section 9: the button is 300 px wide; rendering is retried at most 3 times. */
export const GOOGLE_BUTTON_WIDTH = 300;
export const GOOGLE_RENDER_RETRIES = 3;
const RETRY_DELAY_MS = 800;

let loading: Promise<void> | null = null;

/** Loads Google's script once per page (a page where it is already present skips the download). */
function loadGoogleScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Google sign-in could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface GoogleSignInButtonProps {
  clientId: string;
  intent: "login" | "register";
  disabled: boolean;
  /** Google answered with an ID token for the nonce this button generated. */
  onCredential: (idToken: string, nonce: string) => void;
}

/**
 * Google's own sign-in button, rendered by its script once the server says a client id is set.
 * Each rendering gets a fresh nonce (kept in session storage) that the server checks in the token.
 */
export function GoogleSignInButton({ clientId, intent, disabled, onCredential }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const nonce = createRandomId();
    writeStorage(GOOGLE_NONCE_KEY, nonce, "session");

    const render = async (attempt: number): Promise<void> => {
      try {
        await loadGoogleScript();
        if (cancelled || !container.current) return;
        const google = window.google;
        if (!google?.accounts?.id) throw new Error("Google sign-in is not ready");
        google.accounts.id.initialize({
          client_id: clientId,
          nonce,
          ux_mode: "popup",
          callback: (response) => {
            if (response.credential) callback.current(response.credential, nonce);
          },
        });
        container.current.replaceChildren();
        google.accounts.id.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          shape: "rectangular",
          width: GOOGLE_BUTTON_WIDTH,
          text: intent === "register" ? "signup_with" : "signin_with",
        });
        setFailed(false);
      } catch {
        if (cancelled) return;
        if (attempt < GOOGLE_RENDER_RETRIES) {
          timer = setTimeout(() => void render(attempt + 1), RETRY_DELAY_MS * attempt);
        } else {
          setFailed(true);
        }
      }
    };
    void render(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [clientId, intent]);

  return (
    <div className="google-sign-in" aria-disabled={disabled || undefined}>
      <div ref={container} className="google-sign-in__button" style={{ width: GOOGLE_BUTTON_WIDTH }} />
      {failed ? (
        <p className="field__hint" role="status">
          Google sign-in is unavailable right now. You can still use your email and password.
        </p>
      ) : null}
    </div>
  );
}
