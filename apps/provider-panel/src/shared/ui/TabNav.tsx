import { Link, type LinkProps } from "@tanstack/react-router";
import "./TabNav.css";

/** One tab: where it goes, its label, and how its link decides it is the current one. */
export interface Tab {
  to: NonNullable<LinkProps["to"]>;
  label: string;
  /** Current only on this exact path (a parent path's tab would otherwise stay current under its children). */
  exact?: boolean;
  /** Whether the search must match too (default true); false keeps a paged list's tab current on every page. */
  includeSearch?: boolean;
}

/**
 * A screen's row of tabs (wallet, lawyers, tickets): links in equal columns, the current one underlined and marked
 * `aria-current="page"`.
 */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          activeOptions={{ exact: tab.exact ?? false, includeSearch: tab.includeSearch ?? true }}
          className="tab-link"
          activeProps={{ className: "tab-link active", "aria-current": "page" }}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
