import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import { env } from "../../lib/env";
import { LEGAL_UPDATED, LegalDocument, type LegalSection } from "./legal-document";

function sections(contact: string): LegalSection[] {
  const mail = <a href={`mailto:${contact}?subject=Privacy%20request`}>{contact}</a>;
  return [
    {
      id: "what-we-keep",
      title: "What we keep",
      body: (
        <>
          <p>We keep what Hearth needs to run your household, and nothing for its own sake.</p>
          <ul>
            <li>
              <strong>Your account:</strong> email address, an optional username and display name, your role and
              account type. Your password is never stored, only a one-way Argon2 hash of it.
            </li>
            <li>
              <strong>Your household&apos;s data:</strong> everything you and your family enter: pantry items and
              expiry dates, shopping lists and prices, recipes, meal plans, nutrition and dietary notes, budget
              categories and spending, waste and leftovers, workouts, chores, calendar events, and family members
              (name, age group and portion size).
            </li>
            <li>
              <strong>Your preferences:</strong> such as your meal planner view and household size.
            </li>
            <li>
              <strong>Your subscription:</strong> plan, status and trial dates, and the customer and subscription
              references Stripe gives us. Card details go to Stripe, never to us (see section 5).
            </li>
            <li>
              <strong>Bug reports you send:</strong> what you write, your email, the page address, your browser
              and screen size, and, if you keep it attached, a screenshot of the page you were on. A screenshot can
              show household data that was on screen, so look at the preview before you send it.
            </li>
            <li>
              <strong>Newsletter sign-ups:</strong> the email address you gave under &lsquo;Stay Updated&rsquo;, and
              when and where you signed up.
            </li>
            <li>
              <strong>Sign-in with Google:</strong> if you use it, Google tells us your name, email address and
              Google account id.
            </li>
            <li>
              <strong>Technical logs:</strong> IP address, request times and errors, so we can keep Hearth running
              and secure. We keep them for no more than 30 days.
            </li>
          </ul>
          <p>
            Hearth records each change as an entry in your household&apos;s history. That is how every device in
            your home stays in sync and how we can repair data if something goes wrong.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "How we use it",
      body: (
        <ul>
          <li>To provide Hearth: showing your data on each of your household&apos;s devices, live and offline.</li>
          <li>To run your free trial and subscription, and to answer your questions and bug reports.</li>
          <li>To keep accounts safe: signing you in, spotting abuse and fixing faults.</li>
          <li>To send the newsletter, only if you signed up for it. Write to us at any time to leave the list.</li>
          <li>To understand which pages are used, only if you allow analytics (see section 4).</li>
        </ul>
      ),
    },
    {
      id: "household-sharing",
      title: "Sharing within your household",
      body: (
        <>
          <p>
            Hearth is built for sharing. Everyone in your household can see and change the household&apos;s
            shared data: pantry, shopping lists, recipes, meal plans, budget, chores and calendar. Changes show up
            on everyone&apos;s devices within moments.
          </p>
          <p>
            Your sign-in details stay yours: other members never see your password. The account holder decides
            who belongs to the household and can remove a member at any time. Children can take part as family
            members set up by a parent or guardian, who is responsible for what is entered about them. Hearth
            accounts themselves are for adults.
          </p>
          <p>
            When you share a recipe with a link, anyone with the link can import that recipe, and nothing else.
          </p>
        </>
      ),
    },
    {
      id: "cookies-analytics",
      title: "Cookies, local storage and analytics",
      body: (
        <>
          <p>
            Hearth keeps a few necessary items in your browser: your sign-in token (a cookie and local storage,
            valid for 24 hours), your cached user details and preferences, and your cookie choice. Without them
            you could not stay signed in or use Hearth offline.
          </p>
          <p>
            Analytics is off unless you say yes. If you allow it, Hearth loads Google Analytics and reports which
            page you opened, its title and address. Google also sees your browser details and the IP address it
            uses for an approximate location. We never send your household&apos;s data to analytics. Hearth sets no
            marketing cookies.
          </p>
          <p>
            See the full list, and change your choice at any time, on the{" "}
            <Link to="/cookies">Cookie preferences</Link> page.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Payments through Stripe",
      body: (
        <p>
          Subscriptions are paid through Stripe. When you subscribe, you enter your card details on Stripe&apos;s
          secure checkout page, and Stripe processes them under its own{" "}
          <a href="https://stripe.com/privacy" rel="noopener noreferrer">
            privacy policy
          </a>
          . We receive only what we need to run your subscription: whether a payment went through, your plan,
          the billing period and Stripe&apos;s references for you. The free trial needs no card at all.
        </p>
      ),
    },
    {
      id: "who-else",
      title: "Who else sees your data",
      body: (
        <>
          <p>We do not sell your data, and we do not share it for advertising. Outside Hearth, it reaches only:</p>
          <ul>
            <li>the company that hosts our servers and database;</li>
            <li>Stripe, for payments;</li>
            <li>Google, if you sign in with Google or allow analytics;</li>
            <li>our email provider, to send account messages and the newsletter you asked for;</li>
            <li>authorities, if the law requires it, and only as much as it requires.</li>
          </ul>
          <p>
            If you run Hearth on your own computer or server, your data stays there and none of it reaches us.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <p>
          We keep your account and household data while your account is open. If you close it, we delete your
          household&apos;s data, including its history, within 30 days. Bug reports are deleted within a year of
          being resolved. Payment records are kept for as long as tax law requires. Newsletter addresses are
          removed as soon as you unsubscribe.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>
            Wherever you live, you can ask us for a copy of your data, ask us to correct or delete it, object to a
            use of it, or withdraw a consent you gave. Email {mail} and we will answer within 30 days. If you are in
            the EU, EEA or UK, you can also complain to your data protection authority.
          </p>
          <p>Residents of California: we do not sell or share personal information as the CCPA defines it.</p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          Connections to Hearth are encrypted, passwords are stored only as Argon2 hashes, sign-in tokens expire
          after 24 hours, and every request is limited to the caller&apos;s own household. No system is perfectly
          secure; if we learn of a breach that affects you, we will tell you promptly.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          If we change this policy, we will update the date at the top. If a change matters to how your data is
          used, we will tell you in the app or by email before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <p>Questions about privacy, or a request about your data: write to {mail}.</p>,
    },
  ];
}

/** /privacy-policy */
export function PrivacyPolicyPage() {
  useDocumentTitle("Privacy Policy");
  useMetaDescription(
    "How Hearth handles your family's data: what we keep, household sharing, cookies, analytics only with consent, and payments through Stripe.",
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={
        <p className="page__lead">
          Hearth holds some of the most everyday details of family life: what is in your cupboards, what you eat,
          what you spend. This policy says plainly what we keep, why, and the choices you have. The short version:
          we use your data to run Hearth for your household, we never sell it, and analytics runs only if you
          allow it.
        </p>
      }
      sections={sections(env.supportEmail)}
    />
  );
}
