import { toPersianDigits } from "@ceremony/persian-text";
import { requestsMessages } from "../../../messages/requests";
import { enumerationTitle, statusTitle } from "../../../shared/marketplace/items/serviceItem";
import { useInitialData } from "../../../shared/marketplace/useMarketplaceCalls";
import { Icon, iconClose } from "../../../shared/ui/Icon";
import type { RequestsSearch } from "../requestsSearch";

const m = requestsMessages;

/** The filter button and one removable chip per active filter value (removing one clears the page parameter). */
export function FilterChips({
  search,
  onSearch,
}: {
  search: RequestsSearch;
  onSearch: (next: RequestsSearch) => void;
}) {
  const { enumerations, constants } = useInitialData();
  const chips = [
    ...(search.ceremony ?? []).map((id) => ({
      key: `c${id}`,
      title: enumerationTitle(enumerations, id) ?? toPersianDigits(id),
      remove: (): RequestsSearch => {
        const ceremony = (search.ceremony ?? []).filter((c) => c !== id);
        return { ...search, ceremony: ceremony.length ? ceremony : undefined, page: undefined };
      },
    })),
    ...(search.status !== undefined
      ? [
          {
            key: "status",
            title:
              statusTitle(enumerations, constants.request_status_enumeration_id, search.status) ?? m.status,
            remove: (): RequestsSearch => ({ ...search, status: undefined, page: undefined }),
          },
        ]
      : []),
  ];
  return (
    <div className="chips">
      <button type="button" className="chip" onClick={() => onSearch({ ...search, filterBox: 1 })}>
        {m.filter}
      </button>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className="chip active chip-remove"
          aria-label={m.removeChip(chip.title)}
          onClick={() => onSearch(chip.remove())}
        >
          {chip.title}
          <Icon path={iconClose} size={16} />
        </button>
      ))}
    </div>
  );
}
