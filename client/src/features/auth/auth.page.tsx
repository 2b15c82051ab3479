import { useQuery } from "@apollo/client/react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { AppConfigQuery } from "./auth.graphql";
import { AuthTabs, type AuthTab } from "./components/auth-tabs";
import { LoginForm } from "./components/login-form";
import { RegisterForm } from "./components/register-form";
import "./auth.css";

/** The sign-in screen (/app/auth, /app/login, /login, /auth): `?mode=register`, `?redirect=/path`. */
export function AuthPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get("mode") === "register" ? "register" : "login";
  const queryRedirect = params.get("redirect");
  // The Google button shows only when the server has a client id for it.
  const { data } = useQuery(AppConfigQuery, { fetchPolicy: "cache-first" });
  const googleClientId = data?.appConfig.googleClientId ?? null;
  useDocumentTitle(tab === "register" ? "Start your free trial" : "Sign In");

  function selectTab(next: AuthTab) {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next === "register") updated.set("mode", "register");
        else updated.delete("mode");
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <main className="auth-screen" id="main">
      <div className="auth-card card">
        <Link to="/" className="auth-card__brand">
          Hearth
        </Link>
        <h1 className="auth-card__title">{tab === "register" ? "Start your free trial" : "Welcome back"}</h1>
        <p className="auth-card__lead">
          {tab === "register"
            ? "Create an account for your household's kitchen, meals and plans."
            : "Sign in to your household's kitchen, meals and plans."}
        </p>
        <AuthTabs idPrefix={id} selected={tab} onSelect={selectTab}>
          {tab === "login" ? (
            <LoginForm queryRedirect={queryRedirect} googleClientId={googleClientId} />
          ) : (
            <RegisterForm queryRedirect={queryRedirect} googleClientId={googleClientId} />
          )}
        </AuthTabs>
      </div>
    </main>
  );
}
