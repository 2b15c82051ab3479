import { Link } from "react-router-dom";
import { FlameIcon } from "../../../components/icons/icons";
import { env } from "../../../lib/env";
import type { NewsletterSource } from "../newsletter";
import { NewsletterForm } from "./newsletter-form";

/** The copyright year of spec section 9. */
const COPYRIGHT_YEAR = 2025;

interface LandingFooterProps {
  /** '#how-it-works' on the page that has the section, its address on the other page. */
  howItWorksHref: string;
  source: NewsletterSource;
}

/** Footer of both landing pages (spec: landing footer). */
export function LandingFooter({ howItWorksHref, source }: LandingFooterProps) {
  const howItWorks = howItWorksHref.startsWith("#") ? (
    <a href={howItWorksHref}>How It Works</a>
  ) : (
    <Link to={howItWorksHref}>How It Works</Link>
  );
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner">
        <div className="landing-footer__brand">
          <Link to="/" className="brand">
            <FlameIcon className="brand__icon" />
            Hearth
          </Link>
          <p>The household and kitchen manager for families: pantry, meals, shopping, budget, chores and calendar.</p>
        </div>
        <nav aria-labelledby="footer-product" className="landing-footer__links">
          <h2 id="footer-product" className="landing-footer__heading">
            Product
          </h2>
          <ul>
            <li>{howItWorks}</li>
            <li>
              <a href="#pricing">Pricing</a>
            </li>
            <li>
              <a href={env.blogUrl} rel="noopener">
                Blog
              </a>
            </li>
            <li>
              <a href={`mailto:${env.supportEmail}?subject=${encodeURIComponent("Hearth support")}`}>Support</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="landing-footer__links">
          <h2 id="footer-legal" className="landing-footer__heading">
            Legal
          </h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/cookies">Cookie preferences</Link>
            </li>
          </ul>
        </nav>
        <NewsletterForm source={source} />
      </div>
      <p className="landing-footer__copyright">© {COPYRIGHT_YEAR} Hearth. All rights reserved.</p>
    </footer>
  );
}
