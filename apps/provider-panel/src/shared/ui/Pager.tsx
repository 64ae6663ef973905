import { toPersianDigits } from "@ceremony/persian-text";
import "./ListState.css";
import { commonMessages } from "../../messages/common";

/** Pages for a paged list; more pages exist while the loaded count is below the total. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Previous / next paging with the page number in Persian digits. */
export function Pager({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(count, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={commonMessages.loadMore}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {commonMessages.previous}
      </button>
      <span aria-current="page">
        {toPersianDigits(page)} / {toPersianDigits(pages)}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {commonMessages.next}
      </button>
    </nav>
  );
}
