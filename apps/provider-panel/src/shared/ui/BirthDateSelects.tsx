import { authMessages } from "../../messages";
import { toPersianDigits } from "../format/digits";
import { JALALI_MONTHS } from "../format/jalaliDate";

/** Birth years offered: 1321 up to the previous Jalali year (section 5). */
export function birthYears(currentJalaliYear: number): number[] {
  const years: number[] = [];
  for (let y = currentJalaliYear - 1; y >= 1321; y -= 1) years.push(y);
  return years;
}

export interface BirthParts {
  day: string;
  month: string;
  year: string;
}

/** Day, month and year selects in one fieldset with one error. */
export function BirthDateSelects({
  value,
  onChange,
  currentJalaliYear,
  error,
}: {
  value: BirthParts;
  onChange: (value: BirthParts) => void;
  currentJalaliYear: number;
  error?: string | undefined;
}) {
  const a = authMessages;
  return (
    <fieldset className="field birth" aria-invalid={error ? true : undefined}>
      <legend className="field-label">{a.birthDate}</legend>
      <div className="birth-row">
        <select
          aria-label={a.day}
          className="input"
          name="birth-day"
          value={value.day}
          onChange={(e) => onChange({ ...value, day: e.target.value })}
        >
          <option value="">{a.day}</option>
          {Array.from({ length: 31 }, (_, i) => String(i + 1)).map((d) => (
            <option key={d} value={d}>
              {toPersianDigits(d)}
            </option>
          ))}
        </select>
        <select
          aria-label={a.month}
          className="input"
          name="birth-month"
          value={value.month}
          onChange={(e) => onChange({ ...value, month: e.target.value })}
        >
          <option value="">{a.month}</option>
          {JALALI_MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={a.year}
          className="input"
          name="birth-year"
          value={value.year}
          onChange={(e) => onChange({ ...value, year: e.target.value })}
        >
          <option value="">{a.year}</option>
          {birthYears(currentJalaliYear).map((y) => (
            <option key={y} value={String(y)}>
              {toPersianDigits(y)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
