import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import { ClosingCta } from "./components/closing-cta";
import { LandingFooter } from "./components/landing-footer";
import { LandingHeader } from "./components/landing-header";
import { PricingSection } from "./components/pricing-section";
import { ScreenSketch } from "./components/screen-sketch";
import { LESS_FOOD_WASTE_PERCENT, TIME_SAVED_HOURS, TIME_SAVED_HOURS_BUSY, TRIAL_DAYS } from "./pricing";
import { useProgressiveRender } from "./use-progressive-render.hook";
import { useScrollToHash } from "./use-scroll-to-hash.hook";
import "./landing.css";

const ANCHORS = [
  { href: "#features", label: "Features" },
  { href: "#benefits", label: "Benefits" },
  { href: "#pricing", label: "Pricing" },
];

const FEATURES = [
  {
    title: "A pantry that knows what's on the shelf",
    text: "Record what you have and where it lives. Hearth reminds you before anything expires, so the last of the yogurt gets eaten, not binned.",
  },
  {
    title: "Meals sized for your table",
    text: "Plan by day or by week. Servings follow your family's portions, from a toddler's half plate to a teenager's second helping, with nutrition totals.",
  },
  {
    title: "Shopping lists that write themselves",
    text: "Whatever the meal plan needs and the pantry lacks goes on the list, grouped by aisle with estimated costs, ready for whoever does the shop.",
  },
  {
    title: "Recipes worth keeping",
    text: "Save family favourites, scale them to your household, share them with a link and cook step by step in cooking mode.",
  },
  {
    title: "A budget that keeps pace",
    text: "See grocery and household spending by category, estimated against actual, and know where the money went before the month is out.",
  },
  {
    title: "Leftovers eaten, waste tracked",
    text: "Log leftovers with the day they were cooked and see what gets thrown away, so each week's plan gets a little smarter.",
  },
];

const BENEFITS = [
  { lead: `Save ${TIME_SAVED_HOURS}+ hours every week`, text: "on meal planning, list writing and extra trips to the shop." },
  { lead: `Waste ${LESS_FOOD_WASTE_PERCENT}% less food`, text: "by cooking what you already have before it expires." },
  { lead: "Everyone knows the plan", text: "with one shared list, meal plan and calendar on every phone in the house." },
  { lead: "Dinner decided", text: "with a week of meals planned in minutes around everyone's tastes and allergies." },
  { lead: "Spending you can see", text: "with a budget that updates as the shopping is ticked off." },
];

function FeaturesSection() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <div className="landing-section__inner">
        <h2 id="features-title" className="landing-section__title">
          Set up your kitchen around your family
        </h2>
        <p className="landing-section__lead">
          No two households eat the same way. Tell Hearth who you cook for, and every part of the kitchen
          adjusts to fit.
        </p>
        <ul className="landing-cards landing-cards--three">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="landing-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function BenefitsSection() {
  return (
    <section id="benefits" className="landing-section landing-section--tinted" aria-labelledby="benefits-title">
      <div className="landing-section__inner landing-benefits">
        <div>
          <h2 id="benefits-title" className="landing-section__title">
            Less juggling. More time at the table.
          </h2>
          <ul className="landing-benefits__list">
            {BENEFITS.map((benefit) => (
              <li key={benefit.lead}>
                <strong>{benefit.lead}</strong> {benefit.text}
              </li>
            ))}
          </ul>
        </div>
        <aside className="landing-savings" aria-labelledby="savings-title">
          <h3 id="savings-title">A sample week with Hearth</h3>
          <dl className="landing-savings__list">
            <div>
              <dt>Meal planning and lists</dt>
              <dd>{TIME_SAVED_HOURS}+ hours saved</dd>
            </div>
            <div>
              <dt>Time back for a busy family</dt>
              <dd>{TIME_SAVED_HOURS_BUSY}+ hours per week</dd>
            </div>
            <div>
              <dt>Food thrown away</dt>
              <dd>{LESS_FOOD_WASTE_PERCENT}% less</dd>
            </div>
            <div>
              <dt>Trips to the shop</dt>
              <dd>One planned trip</dd>
            </div>
          </dl>
          <p className="landing-savings__note">
            An example week for a family of four. What you save depends on your household.
          </p>
        </aside>
      </div>
    </section>
  );
}

function Pricing() {
  return (
    <PricingSection
      intro={`One subscription covers everyone at home. Start with ${TRIAL_DAYS} days free; no card required.`}
    />
  );
}

function GetStarted() {
  return (
    <ClosingCta
      id="get-started"
      title="Make your kitchen yours"
      text="Add your family, stock your pantry and plan your first week tonight. Hearth takes it from there."
    />
  );
}

/** The sections below the hero, in the spec's order. */
const SECTIONS: ComponentType[] = [FeaturesSection, BenefitsSection, Pricing, GetStarted];

/** `/`: landing page 1, on making the kitchen fit the family. */
export function LandingPage() {
  useDocumentTitle("The kitchen manager that fits your family");
  useMetaDescription(
    `Hearth shapes your pantry, meal plans, shopping lists and budget around your family. Try it free for ${TRIAL_DAYS} days, no card required.`,
  );
  const shown = useProgressiveRender(SECTIONS.length + 1);
  const complete = shown > SECTIONS.length;
  useScrollToHash(complete);

  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LandingHeader anchors={ANCHORS} trialLabel="Free Trial" />
      <main id="main" tabIndex={-1} className="landing-main">
        <section id="hero" className="landing-hero" aria-labelledby="hero-title">
          <div className="landing-hero__inner">
            <div className="landing-hero__copy">
              <p className="landing-eyebrow">For families who cook at home</p>
              <h1 id="hero-title" className="landing-hero__title">
                A kitchen that works the way your family does
              </h1>
              <p className="landing-hero__lead">
                Hearth shapes your pantry, meal plans and shopping around the people you feed: their portions,
                tastes, allergies and your budget. Set it up once, and it keeps up with you.
              </p>
              <div className="landing-hero__actions">
                <Link className="button button--primary" to="/app/auth?mode=register">
                  Start your free trial
                </Link>
                <a className="button button--secondary" href="#pricing">
                  See pricing
                </a>
              </div>
              <p className="landing-hero__note">
                {TRIAL_DAYS} days free · No card required · Cancel anytime
              </p>
            </div>
            <div className="landing-hero__visual">
              <ScreenSketch
                title="Tonight · family of four"
                description="Sketch of Hearth's kitchen view: tonight's chicken traybake for four, with spinach expiring tomorrow and the shopping list ready."
                rows={[
                  { label: "Chicken traybake", value: "4 servings", tone: "good" },
                  { label: "Spinach", value: "use tomorrow", tone: "warn" },
                  { label: "Leo (age 3)", value: "½ portion" },
                  { label: "Maya: no nuts", value: "checked", tone: "good" },
                  { label: "Shopping list", value: "6 items · $23", tone: "neutral" },
                ]}
              />
            </div>
          </div>
        </section>
        {SECTIONS.slice(0, shown).map((Section, index) => (
          <Section key={index} />
        ))}
      </main>
      {complete && <LandingFooter howItWorksHref="/preview-home#how-it-works" source="landing" />}
    </div>
  );
}
