import { Link } from "@tanstack/react-router";
import { messages } from "../../../messages";

/** Any unknown path. */
export function NotFound() {
  return (
    <main className="fullscreen status-screen">
      <h1 className="status-title">{messages.errors.notFound}</h1>
      <Link to="/" className="btn btn-primary">
        {messages.shell.home}
      </Link>
    </main>
  );
}
