import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { clearSession } from "../../lib/session";

export const AFTER_LOGOUT_PATH = "/app/auth";

/** Logout: leave the app first (so the auth guard does not save this page as a redirect), then forget the session. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(() => {
    void navigate(AFTER_LOGOUT_PATH, { replace: true });
    clearSession();
    toast({ title: "Logged out successfully" });
  }, [navigate, toast]);
}
