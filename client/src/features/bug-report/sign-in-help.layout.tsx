import { Outlet } from "react-router-dom";
import { SignInHelp } from "./sign-in-help";

/** The sign-in screen's layout route inside the app's router (see SignInHelp). */
export function SignInHelpLayout() {
  return (
    <SignInHelp>
      <Outlet />
    </SignInHelp>
  );
}
