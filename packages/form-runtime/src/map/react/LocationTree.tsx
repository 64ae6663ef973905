import type { ProvinceNode } from "../../modules/location/core/locationRules";
import { useModuleMessages } from "../../react/useModuleMessages";

/** Props of {@link LocationTree}. */
export interface LocationTreeProps {
  tree: readonly ProvinceNode[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  describedBy?: string;
}

/** Province checkboxes; a province's cities appear once it (or one of its cities) is chosen. */
export function LocationTree({ tree, selected, onToggle, describedBy }: LocationTreeProps) {
  const moduleMessages = useModuleMessages();
  const chosen = new Set(selected);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend>{moduleMessages.locationTreeTitle}</legend>
      <ul className="cr-location__tree">
        {tree.map((province) => {
          const open = chosen.has(province.id) || province.cities.some((c) => chosen.has(c.id));
          return (
            <li key={province.id}>
              <label className="cr-check">
                <input
                  type="checkbox"
                  checked={chosen.has(province.id)}
                  onChange={() => onToggle(province.id)}
                />
                <span>{province.title}</span>
              </label>
              {open ? (
                <ul className="cr-location__cities" aria-label={province.title}>
                  {province.cities.map((city) => (
                    <li key={city.id}>
                      <label className="cr-check">
                        <input
                          type="checkbox"
                          checked={chosen.has(city.id)}
                          onChange={() => onToggle(city.id)}
                        />
                        <span>{city.title}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
