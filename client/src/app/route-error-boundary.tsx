import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./route-error.page";

interface Props {
  /** The current path: moving to another page clears a shown error, as the data router did. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

/**
 * Around every route: a screen that fails to render, or whose code cannot be loaded (a lazy chunk
 * gone after a deploy, or offline), shows the error page instead of a blank one.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error("A screen failed to render", error);
  }

  override render(): ReactNode {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
