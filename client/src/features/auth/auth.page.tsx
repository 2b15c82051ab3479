import { useId } from "react";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { AppLink, useNavigation } from "../../lib/navigation";
import { AuthTabs, type AuthTab } from "./components/auth-tabs";
import { LoginForm } from "./components/login-form";
import { RegisterForm } from "./components/register-form";
import { useGoogleClientId } from "./use-google-client-id.hook";
import "./auth.css";

/** The tab a query opens: `?mode=register` the registration form, anything else the login form. */
export function authTabOf(params: URLSearchParams): AuthTab {
  return params.get("mode") === "register" ? "register" : "login";
}

/** The sign-in screen (/app/auth, /app/login, /login, /auth): `?mode=register`, `?redirect=/path`. */
export function AuthPage() {
  const id = useId();
  const navigation = useNavigation();
  const [params, setParams] = navigation.useSearchParams();
  const tab = authTabOf(params);
  const queryRedirect = params.get("redirect");
  // The Google button shows only when the server has a client id for it (REST: no GraphQL client here).
  const googleClientId = useGoogleClientId();
  useDocumentTitle(tab === "register" ? "Start your free trial" : "Sign In");

  function selectTab(next: AuthTab) {
    const updated = new URLSearchParams(params);
    if (next === "register") updated.set("mode", "register");
    else updated.delete("mode");
    setParams(updated);
  }

  return (
    <main className="auth-screen" id="main">
      <div className="auth-card card">
        <AppLink to="/" className="auth-card__brand">
          Hearth
        </AppLink>
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
