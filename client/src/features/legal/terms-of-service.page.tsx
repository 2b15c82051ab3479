import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import { env } from "../../lib/env";
import { LEGAL_UPDATED, LegalDocument, type LegalSection } from "./legal-document";

function sections(contact: string): LegalSection[] {
  const mail = <a href={`mailto:${contact}?subject=Terms%20of%20Service`}>{contact}</a>;
  return [
    {
      id: "the-service",
      title: "The service",
      body: (
        <p>
          Hearth is a household and kitchen manager for families: pantry and expiry tracking, shopping lists,
          recipes, meal plans, budget, waste and leftovers, fitness, chores and a family calendar, shared live
          across your household&apos;s devices. By creating an account or using Hearth you agree to these terms. If
          you do not agree, please do not use Hearth.
        </p>
      ),
    },
    {
      id: "accounts",
      title: "Your account and household",
      body: (
        <ul>
          <li>You must be at least 18 to open an account, and the details you give us must be accurate.</li>
          <li>
            The account holder runs the household: they invite family members, can deactivate them (their sign-in stops
            working; what was recorded stays with the household), and are responsible for the subscription.
          </li>
          <li>
            Family members, including children set up by a parent or guardian, use Hearth under the account
            holder&apos;s household. The account holder is responsible for what is entered about them.
          </li>
          <li>Keep your password to yourself. Tell us straight away if you think someone else has used your account.</li>
        </ul>
      ),
    },
    {
      id: "trial",
      title: "Free trial",
      body: (
        <p>
          New accounts start with a 14-day free trial with every feature, and no card is needed. When the trial
          ends you can choose a plan. If you don&apos;t, your data is kept safe, but you can only reach the
          subscription page until you subscribe.
        </p>
      ),
    },
    {
      id: "subscriptions",
      title: "Subscriptions and payment",
      body: (
        <>
          <p>
            Hearth costs $9.99 a month (Monthly) or $79 a year (Yearly), in US dollars, plus any tax that applies.
            One subscription covers the whole household. Payments are taken in advance through Stripe and renew
            automatically at the end of each period until you cancel.
          </p>
          <p>
            You can cancel at any time from the <Link to="/app/subscription">Subscription</Link> page; you keep
            access until the end of the period you paid for. If a payment fails, we will let you know and try
            again; if it keeps failing, the subscription ends. We will give you at least 30 days&apos; notice of a
            price change, and it applies from your next renewal.
          </p>
        </>
      ),
    },
    {
      id: "money-back",
      title: "14-day money-back guarantee",
      body: (
        <p>
          If Hearth isn&apos;t right for your family, email {mail} within 14 days of your first payment and we will
          refund it in full, no questions asked. This is on top of any rights to cancel that your local law gives
          you.
        </p>
      ),
    },
    {
      id: "your-content",
      title: "Your content",
      body: (
        <p>
          What you put into Hearth stays yours. You give us permission to store, copy and display it only as
          needed to run Hearth for you and your household, for example to sync it to your devices or to show a
          recipe you shared to the person you shared it with. When you send feedback or a bug report, we may use
          your ideas to improve Hearth without owing you anything for them.
        </p>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>Please use Hearth for running your home, and don&apos;t:</p>
          <ul>
            <li>break the law, or upload content you have no right to share;</li>
            <li>try to reach another household&apos;s data, or probe, overload or disrupt our systems;</li>
            <li>resell Hearth, or copy it to build a competing service;</li>
            <li>use automated tools to create accounts or scrape the service.</li>
          </ul>
          <p>We may suspend an account that breaks these rules, and we will tell you why unless the law forbids it.</p>
        </>
      ),
    },
    {
      id: "food-health",
      title: "Food, nutrition and health",
      body: (
        <p>
          Expiry reminders, nutrition figures, dietary analysis and workout plans are there to help, and they can
          be wrong. Always check food yourself before eating it, follow the labels on what you buy, and talk to a
          doctor or dietitian about allergies, medical diets or a new exercise routine. Hearth is not medical
          advice.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and changes",
      body: (
        <p>
          We work to keep Hearth running and your data safe, and much of it keeps working offline until you
          reconnect. We can&apos;t promise it will never be interrupted. We improve Hearth all the time; if we ever
          remove something important you pay for, we will tell you in advance.
        </p>
      ),
    },
    {
      id: "ending",
      title: "Ending your account",
      body: (
        <p>
          You can close your account at any time by writing to {mail}. We may close an account that seriously or
          repeatedly breaks these terms. After an account closes, we delete its household&apos;s data as our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link> describes.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Liability",
      body: (
        <p>
          Hearth is provided as it is. As far as the law allows, we are not liable for indirect losses, and our
          total liability to you is limited to what you paid us in the 12 months before the claim. Nothing in
          these terms limits liability that the law does not allow to be limited, or your rights as a consumer.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          If we change these terms, we will update the date at the top and, for changes that matter, tell you at
          least 30 days before they take effect. If you keep using Hearth after that, the new terms apply; if you
          don&apos;t accept them, you can cancel before then.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <p>Questions about these terms: write to {mail}.</p>,
    },
  ];
}

/** /terms-of-service */
export function TermsOfServicePage() {
  useDocumentTitle("Terms of Service");
  useMetaDescription(
    "Hearth's terms in plain language: your account and household, the 14-day free trial, subscriptions, the money-back guarantee and your content.",
  );
  return (
    <LegalDocument
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={
        <p className="page__lead">
          These terms are the agreement between you and Hearth. We have kept them short and plain; the sections
          on the free trial, payment and the money-back guarantee are the ones most people look for.
        </p>
      }
      sections={sections(env.supportEmail)}
    />
  );
}
