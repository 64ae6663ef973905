import { jalaliMonthNames, toPersianDigits } from "@ceremony/persian-text";
import "./fields.css";
import { authMessages } from "../../messages/auth";

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

interface Choice {
  value: string;
  label: string;
}

/** One part of the date: a labelled select whose empty option repeats the label. */
function PartSelect({
  part,
  label,
  choices,
  value,
  onChange,
}: {
  part: keyof BirthParts;
  label: string;
  choices: readonly Choice[];
  value: BirthParts;
  onChange: (value: BirthParts) => void;
}) {
  return (
    <select
      aria-label={label}
      className="input"
      name={`birth-${part}`}
      value={value[part]}
      onChange={(e) => onChange({ ...value, [part]: e.target.value })}
    >
      <option value="">{label}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

const DAYS: readonly Choice[] = Array.from({ length: 31 }, (_, i) => ({
  value: String(i + 1),
  label: toPersianDigits(i + 1),
}));
const MONTHS: readonly Choice[] = jalaliMonthNames.map((name, i) => ({ value: String(i + 1), label: name }));

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
  const years = birthYears(currentJalaliYear).map((y) => ({ value: String(y), label: toPersianDigits(y) }));
  return (
    <fieldset className="field birth" aria-invalid={error ? true : undefined}>
      <legend className="field-label">{a.birthDate}</legend>
      <div className="birth-row">
        <PartSelect part="day" label={a.day} choices={DAYS} value={value} onChange={onChange} />
        <PartSelect part="month" label={a.month} choices={MONTHS} value={value} onChange={onChange} />
        <PartSelect part="year" label={a.year} choices={years} value={value} onChange={onChange} />
      </div>
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
