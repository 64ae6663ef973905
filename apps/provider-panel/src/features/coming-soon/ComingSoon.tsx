import { Link } from "@tanstack/react-router";
import { comingSoonMessages } from "../../messages";

/** Marketplace screens arrive in a later issue: a clearly marked placeholder until then. */
export function ComingSoon({ title }: { title?: string }) {
  const c = comingSoonMessages;
  return (
    <section className="card stack center coming-soon" aria-labelledby="soon-title" data-testid="coming-soon">
      <span className="badge badge-amber">{c.title}</span>
      <h1 id="soon-title" className="page-title">
        {title ?? c.title}
      </h1>
      <p>{c.body}</p>
      <Link to="/panel" className="btn btn-secondary">
        {c.back}
      </Link>
    </section>
  );
}
