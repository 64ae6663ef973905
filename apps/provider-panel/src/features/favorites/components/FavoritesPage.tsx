import { toPersianDigits } from "@ceremony/persian-text";
import { favoritesMessages } from "../../../messages/favorites";
import { Icon, iconUser } from "../../../shared/ui/Icon";

const SAMPLE_PEOPLE = Array.from({ length: 8 }, (_, i) => i + 1);

/** /panel/favorites: the spec's placeholder with static sample content, a '20 items' badge and a grid of people. */
export function FavoritesPage() {
  const f = favoritesMessages;
  return (
    <section className="stack" aria-labelledby="favorites-title">
      <div className="row-between">
        <h1 id="favorites-title" className="page-title">
          {f.title}
        </h1>
        <span className="badge badge-green">{f.badge}</span>
      </div>
      <ul className="people-grid">
        {SAMPLE_PEOPLE.map((n) => (
          <li key={n} className="card person">
            <span className="avatar">
              <Icon path={iconUser} size={32} />
            </span>
            <span>
              {f.sample} {toPersianDigits(n)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
