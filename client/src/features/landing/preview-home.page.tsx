import { useEffect, type ComponentType } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import { decideAppAccess } from "../../lib/auth-token";
import { readToken } from "../../lib/session";
import { ClosingCta } from "./components/closing-cta";
import { LandingFooter } from "./components/landing-footer";
import { LandingHeader } from "./components/landing-header";
import { PricingSection } from "./components/pricing-section";
import { ScreenSketch } from "./components/screen-sketch";
import { BENEFITS, COMPARISON, FAQ, FEATURE_BLOCKS, PROBLEMS, STEPS, STORIES } from "./preview-home.content";
import { TRIAL_DAYS } from "./pricing";
import { useProgressiveRender } from "./use-progressive-render.hook";
import { useScrollToHash } from "./use-scroll-to-hash.hook";
import "./landing.css";

const ANCHORS = [
  { href: "#features", label: "Features" },
  { href: "#how-it-works", label: "How It Works" },
  { href: "#pricing", label: "Pricing" },
];

function Hero() {
  return (
    <section id="hero" className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-hero__inner">
        <div className="landing-hero__copy">
          <p className="landing-eyebrow">Hearth for families</p>
          <h1 id="hero-title" className="landing-hero__title">
            Every bit of your home in one app
          </h1>
          <p className="landing-hero__lead">
            Pantry, meals, shopping, budget, chores and the family calendar, shared live with everyone at home. Stop
            juggling apps, notes and group chats.
          </p>
          <div className="landing-hero__actions">
            <Link className="button button--primary" to="/app/auth?mode=register">
              Start Free Trial
            </Link>
            <a className="button button--secondary" href="#how-it-works">
              See how it works
            </a>
          </div>
          <p className="landing-hero__note">{TRIAL_DAYS} days free · No card required · Cancel anytime</p>
        </div>
        <figure className="landing-video" aria-labelledby="demo-video-caption">
          <div className="landing-video__frame">
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
              <circle cx="32" cy="32" r="30" fill="#ffffff" opacity="0.92" />
              <path d="M26 20v24l19-12z" fill="#9a3f1d" />
            </svg>
            <p className="landing-video__badge">Coming soon</p>
          </div>
          <figcaption id="demo-video-caption">Demo video: a two-minute tour of Hearth is coming soon.</figcaption>
        </figure>
      </div>
    </section>
  );
}

function ProblemSection() {
  return (
    <section id="problem" className="landing-section" aria-labelledby="problem-title">
      <div className="landing-section__inner">
        <h2 id="problem-title" className="landing-section__title">
          Running a home shouldn&apos;t feel like a second job
        </h2>
        <ul className="landing-cards landing-cards--three">
          {PROBLEMS.map((problem) => (
            <li key={problem.title} className="landing-card">
              <h3>{problem.title}</h3>
              <p>{problem.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SolutionSection() {
  return (
    <section id="solution" className="landing-section landing-section--tinted" aria-labelledby="solution-title">
      <div className="landing-section__inner landing-solution">
        <h2 id="solution-title" className="landing-section__title">
          One app, shared by the whole household
        </h2>
        <p className="landing-solution__statement">
          Hearth connects the pieces. What&apos;s in the pantry shapes the meal plan, the meal plan writes the shopping
          list, the shopping feeds the budget, and everyone sees the same thing, live, on their own phone.
        </p>
      </div>
    </section>
  );
}

function FeaturesSection() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <div className="landing-section__inner">
        <h2 id="features-title" className="landing-section__title">
          Everything your home runs on
        </h2>
        <div className="landing-blocks">
          {FEATURE_BLOCKS.map((block) => (
            <article key={block.name} className="landing-block" aria-labelledby={`block-${block.name}`}>
              <div className="landing-block__copy">
                <p className="landing-eyebrow">{block.name}</p>
                <h3 id={`block-${block.name}`}>{block.title}</h3>
                <p>{block.text}</p>
                <ul className="landing-checklist">
                  {block.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
              <div className="landing-block__visual">
                <ScreenSketch {...block.sketch} />
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function HowItWorksSection() {
  return (
    <section id="how-it-works" className="landing-section landing-section--tinted" aria-labelledby="how-title">
      <div className="landing-section__inner">
        <h2 id="how-title" className="landing-section__title">
          How it works
        </h2>
        <ol className="landing-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function BenefitsSection() {
  return (
    <section id="benefits" className="landing-section" aria-labelledby="benefits-title">
      <div className="landing-section__inner">
        <h2 id="benefits-title" className="landing-section__title">
          What your family gets back
        </h2>
        <ul className="landing-cards landing-cards--four">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="landing-card landing-card--figure">
              <p className="landing-card__figure">{benefit.figure}</p>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialsSection() {
  return (
    <section id="testimonials" className="landing-section landing-section--tinted" aria-labelledby="stories-title">
      <div className="landing-section__inner">
        <h2 id="stories-title" className="landing-section__title">
          Three homes, one app
        </h2>
        <p className="landing-section__lead">Illustrative stories of how different households use Hearth.</p>
        <ul className="landing-cards landing-cards--three">
          {STORIES.map((story) => (
            <li key={story.who} className="landing-card">
              <figure className="landing-quote">
                <blockquote>
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption>{story.who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ComparisonSection() {
  return (
    <section id="comparison" className="landing-section" aria-labelledby="comparison-title">
      <div className="landing-section__inner">
        <h2 id="comparison-title" className="landing-section__title">
          Before Hearth, single-purpose apps, or one home app
        </h2>
        <div className="landing-table-wrap">
          <table className="landing-table">
            <caption className="visually-hidden">
              How running a home compares before Hearth, with single-purpose apps, and with Hearth
            </caption>
            <thead>
              <tr>
                <th scope="col">What you need</th>
                <th scope="col">Before</th>
                <th scope="col">Single-purpose apps</th>
                <th scope="col">Hearth</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.need}>
                  <th scope="row">{row.need}</th>
                  <td>{row.before}</td>
                  <td>{row.single}</td>
                  <td className="landing-table__hearth">{row.hearth}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function FaqSection() {
  return (
    <section id="faq" className="landing-section landing-section--tinted" aria-labelledby="faq-title">
      <div className="landing-section__inner landing-faq">
        <h2 id="faq-title" className="landing-section__title">
          Frequently asked questions
        </h2>
        {FAQ.map((item) => (
          <details key={item.q} className="landing-faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function Pricing() {
  return (
    <PricingSection
      intro={`One subscription for everyone at home, and ${TRIAL_DAYS} days to try it first. No card required.`}
    />
  );
}

function FinalCta() {
  return (
    <ClosingCta
      id="get-started"
      title="Bring your whole home together"
      text="Your pantry, meals, money and family plans, in one place by tonight."
    />
  );
}

/** The sections below the hero, in the spec's order. */
const SECTIONS: ComponentType[] = [
  ProblemSection,
  SolutionSection,
  FeaturesSection,
  HowItWorksSection,
  BenefitsSection,
  TestimonialsSection,
  ComparisonSection,
  FaqSection,
  Pricing,
  FinalCta,
];

/** Spec: on the alternative landing page, a valid stored session goes straight to the app. */
function useSignedInRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    const access = decideAppAccess(token, "/app");
    if (access === "allowed") navigate("/app", { replace: true });
    else if (access === "subscription") navigate("/app/subscription", { replace: true });
  }, [navigate]);
}

/** `/preview-home`: landing page 2, 'every bit of your home in one app'. */
export function PreviewHomePage() {
  useDocumentTitle("Every bit of your home in one app");
  useMetaDescription(
    `Pantry, meals, shopping, budget, chores and the family calendar in one app, shared live with everyone at home. ${TRIAL_DAYS} days free, no card.`,
  );
  useSignedInRedirect();
  const shown = useProgressiveRender(SECTIONS.length + 1);
  const complete = shown > SECTIONS.length;
  useScrollToHash(complete);

  return (
    <div className="landing">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <LandingHeader anchors={ANCHORS} trialLabel="Start Free Trial" />
      <main id="main" tabIndex={-1} className="landing-main">
        <Hero />
        {SECTIONS.slice(0, shown).map((Section, index) => (
          <Section key={index} />
        ))}
      </main>
      {complete && <LandingFooter howItWorksHref="#how-it-works" source="preview-home" />}
    </div>
  );
}
