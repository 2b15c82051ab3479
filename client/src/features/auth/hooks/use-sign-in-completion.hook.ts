import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { isUsableToken, SUBSCRIPTION_PATH } from "../../../lib/auth-token";
import { AUTH_REDIRECT_KEY, isSafeRedirect, resolveRedirectTarget } from "../../../lib/auth-redirect";
import { saveSession } from "../../../lib/session";
import { readStorage, removeStorage } from "../../../lib/storage";
import { LOGIN_SUCCESS_TITLE, REGISTER_SUCCESS, trialExpiredNotice } from "../auth-messages";

/** Spec section 9 delays. */
const LOGIN_REDIRECT_DELAY_MS = 500;
const REGISTER_REDIRECT_DELAY_MS = 1000;
const TRIAL_EXPIRED_REDIRECT_DELAY_MS = 1000;

/** The part of the server's AuthPayload this flow reads. */
export interface SignInResult {
  token: string;
  status: string;
  message?: string | null;
  redirectTo?: string | null;
  user: object;
}

/**
 * What happens after the server accepted a login or registration: store the session, say so,
 * and move on after the spec's short pause (cancelled if the screen goes away first).
 */
export function useSignInCompletion(queryRedirect: string | null) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = useCallback((delayMs: number, go: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(go, delayMs);
  }, []);

  const completeLogin = useCallback(
    (result: SignInResult) => {
      if (result.status === "trial_expired") {
        if (isUsableToken(result.token)) saveSession(result.token, result.user);
        toast(trialExpiredNotice(result.message));
        const target = isSafeRedirect(result.redirectTo) ? result.redirectTo : SUBSCRIPTION_PATH;
        later(TRIAL_EXPIRED_REDIRECT_DELAY_MS, () => navigate(target, { replace: true }));
        return;
      }
      saveSession(result.token, result.user);
      toast({ title: LOGIN_SUCCESS_TITLE });
      const target = resolveRedirectTarget(queryRedirect, readStorage(AUTH_REDIRECT_KEY));
      later(LOGIN_REDIRECT_DELAY_MS, () => {
        removeStorage(AUTH_REDIRECT_KEY);
        navigate(target, { replace: true });
      });
    },
    [later, navigate, queryRedirect, toast],
  );

  const completeRegistration = useCallback(
    (result: SignInResult) => {
      saveSession(result.token, result.user);
      toast(REGISTER_SUCCESS);
      later(REGISTER_REDIRECT_DELAY_MS, () => {
        removeStorage(AUTH_REDIRECT_KEY);
        navigate(SUBSCRIPTION_PATH, { replace: true });
      });
    },
    [later, navigate, toast],
  );

  return { completeLogin, completeRegistration };
}
