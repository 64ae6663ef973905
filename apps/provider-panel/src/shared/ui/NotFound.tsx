import { Link } from "@tanstack/react-router";
import { commonMessages } from "../../messages/common";
import { errorsMessages } from "../../messages/errors";
import "./FullScreen.css";

/** Any unknown path. */
export function NotFound() {
  return (
    <main className="fullscreen status-screen">
      <h1 className="status-title">{errorsMessages.notFound}</h1>
      <Link to="/" className="btn btn-primary">
        {commonMessages.home}
      </Link>
    </main>
  );
}
