import { useId, useMemo } from "react";
import { useModuleMessages } from "../../react/useModuleMessages";
import { groupCitiesByProvince } from "../core/cities";
import type { SearchAddressState } from "../core/pickerReducer";
import type { CityEntry, SearchResultItem } from "../core/types";

/** Props of {@link PickerSearch}. */
export interface PickerSearchProps {
  query: string;
  onQuery: (query: string) => void;
  search: SearchAddressState;
  cities: readonly CityEntry[];
  /** The selected city's id; "" when the map shows no listed city (located far from all of them). */
  cityId: string;
  onCity: (city: CityEntry) => void;
  onResult: (item: SearchResultItem) => void;
}

/**
 * The search bar of the picker: a city selector (cities grouped by province, in Persian alphabetical order), the
 * query, and the results box with its states.
 */
export function PickerSearch({
  query,
  onQuery,
  search,
  cities,
  cityId,
  onCity,
  onResult,
}: PickerSearchProps) {
  const moduleMessages = useModuleMessages();
  const baseId = useId();
  const groups = useMemo(() => groupCitiesByProvince(cities), [cities]);
  const option = (city: CityEntry) => (
    <option key={city.id} value={String(city.id)}>
      {city.title}
    </option>
  );

  return (
    <div className="cr-search">
      <div className="cr-search__bar">
        <label className="fr-visually-hidden" htmlFor={`${baseId}-city`}>
          {moduleMessages.pickerCity}
        </label>
        <select
          id={`${baseId}-city`}
          className="cr-input cr-search__city"
          value={cityId}
          onChange={(event) => {
            const city = cities.find((c) => String(c.id) === event.target.value);
            if (city) onCity(city);
          }}
        >
          {cities.length === 0 ? <option value="">{moduleMessages.pickerDefaultCity}</option> : null}
          {cities.length > 0 && cityId === "" ? (
            <option value="" disabled>
              {moduleMessages.pickerNoCity}
            </option>
          ) : null}
          {groups.map((group) =>
            group.province === null ? (
              group.cities.map(option)
            ) : (
              <optgroup key={group.province} label={group.province}>
                {group.cities.map(option)}
              </optgroup>
            ),
          )}
        </select>
        <label className="fr-visually-hidden" htmlFor={`${baseId}-query`}>
          {moduleMessages.pickerSearch}
        </label>
        <input
          id={`${baseId}-query`}
          type="search"
          className="cr-input cr-search__query"
          placeholder={moduleMessages.pickerSearchPlaceholder}
          value={query}
          autoComplete="off"
          data-autofocus
          // Only while the results box exists: a reference to a missing element is invalid ARIA.
          aria-controls={search.showReslultBox ? `${baseId}-results` : undefined}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      {search.showReslultBox ? (
        <div id={`${baseId}-results`} className="cr-search__results" aria-live="polite">
          {search.pending ? (
            <p role="status">{moduleMessages.pickerSearchPending}</p>
          ) : search.error ? (
            <p role="alert" className="cr-field-error">
              {moduleMessages.pickerSearchError}
            </p>
          ) : search.data && search.data.length === 0 ? (
            <p role="status">{moduleMessages.pickerSearchEmpty}</p>
          ) : (
            <ul className="cr-search__list">
              {(search.data ?? []).map((item) => (
                <li key={`${item.title}-${item.location.x}-${item.location.y}`}>
                  <button type="button" className="cr-search__item" onClick={() => onResult(item)}>
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
