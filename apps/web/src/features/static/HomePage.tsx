/** /: a short landing page — what Podium is, with a sign-up call to action (or the way to your profile). */
import { Link } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { swatchFor } from '@podium/deck';
import './HomePage.css';
import { NewDeckButton } from '../templates';

const FEATURES = [
  { title: 'Create', body: 'Text, images, video, code, math and shapes on slides that look good from the first click.' },
  { title: 'Present', body: 'Present from any browser with speaker notes, or stream live so your audience follows along.' },
  { title: 'Share', body: 'Publish to your profile, send a private link, embed a deck anywhere, or share by e-mail.' },
  { title: 'Export', body: 'Take your deck with you as a PDF, an editable PowerPoint file or a self-contained web page.' },
];

const PREVIEW_COLORS = ['black-blue', 'sand-blue', 'coral-blue'] as const;

/** Home page. */
export function HomePage() {
  const { user } = useSession();
  return (
    <div className="home">
      <title>Podium · Slide decks in the browser</title>
      <section className="home__hero">
        <div className="home__copy">
          <p className="eyebrow">Podium</p>
          <h1 className="home__title">Make decks people remember.</h1>
          <p className="home__lead">Podium is where you create, present and share slide decks — all in the browser, nothing to install.</p>
          <div className="row">
            {user ? (
              <>
                <ButtonLink to={`/${user.username}`} variant="primary" size="lg" testId="home-profile-link">
                  Go to your decks
                </ButtonLink>
                <NewDeckButton variant="secondary" size="lg" />
              </>
            ) : (
              <>
                <ButtonLink to="/users/sign_up" variant="primary" size="lg" testId="home-signup">
                  Sign up — it’s free
                </ButtonLink>
                <ButtonLink to="/users/sign_in" size="lg">
                  Sign in
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <div className="home__preview" aria-hidden="true">
          {PREVIEW_COLORS.map((color, index) => {
            const swatch = swatchFor(color);
            return (
              <div key={color} className={`home__slide home__slide--${index}`} style={{ background: swatch.background, color: swatch.accent }}>
                <span className="home__slide-title">{['Quarterly review', 'Our story', 'Thank you!'][index]}</span>
                <span className="home__slide-line" />
                <span className="home__slide-line home__slide-line--short" />
              </div>
            );
          })}
        </div>
      </section>
      <section className="home__features" aria-labelledby="features-heading">
        <h2 id="features-heading" className="visually-hidden">
          What you can do
        </h2>
        <ul className="home__feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="home__feature">
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
        <p className="home__more">
          <Link to="/features" data-testid="home-features-link">See everything Podium does</Link>
          <Link to="/explore">Explore public decks</Link>
          <Link to="/changelog">What’s new</Link>
        </p>
      </section>
    </div>
  );
}
