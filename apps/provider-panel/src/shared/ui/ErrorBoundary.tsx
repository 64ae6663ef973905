import { Component, type ErrorInfo, type ReactNode } from "react";
import { errorsMessages } from "../../messages/errors";
import { gateMessages } from "../../messages/gate";
import { Button } from "./Button";
// With the view itself: a screen whose chunk did not load has not brought the list styles (issue 27 item 3).
import "./ListState.css";

/** Sends an uncaught interface error to the log endpoint; never throws. */
export type ErrorLogger = (error: unknown) => void;

/** The fallback of an uncaught error: 'system error, try again later' (or `title`) and a retry. */
export function SystemErrorView({
  onRetry,
  title = errorsMessages.boundary,
}: {
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div className="state-view state-error system-error" role="alert">
      <p className="state-title">{title}</p>
      <Button onClick={onRetry}>{gateMessages.retry}</Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  log: ErrorLogger;
}

/** Catches render errors, logs them once and shows the system-error view with retry. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.log(error);
  }

  override render() {
    if (this.state.error) return <SystemErrorView onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
