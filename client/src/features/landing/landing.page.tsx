import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import "./landing.css";

const AREAS = [
  { title: "Pantry", text: "Know what is on the shelves and what expires soon." },
  { title: "Shopping", text: "Lists that build themselves, with estimated costs." },
  { title: "Meals", text: "Plan the week, save recipes and use up leftovers." },
  { title: "Budget", text: "See household spending by category." },
  { title: "Chores", text: "Share tasks fairly across the family." },
  { title: "Calendar", text: "One family calendar everyone can see." },
];

/** `/`: what Hearth is, and the way in (inside the public layout). The full marketing page comes later. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <h1 id="landing-title">Every bit of your home in one app</h1>
        <p className="landing-hero__lead">
          Hearth is a household and kitchen manager for families: pantry, shopping, meals, budget, chores and calendar
          in one place, shared by everyone at home.
        </p>
        <div className="landing-hero__actions">
          <Link className="button button--primary" to="/app/auth?mode=register">
            Try Hearth free for 14 days
          </Link>
        </div>
        <p className="landing-hero__note">No credit card required.</p>
      </section>
      <section className="landing-areas" aria-labelledby="landing-areas-title">
        <h2 id="landing-areas-title">One place for the whole household</h2>
        <ul className="landing-areas__list">
          {AREAS.map((area) => (
            <li key={area.title} className="card">
              <h3>{area.title}</h3>
              <p>{area.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
