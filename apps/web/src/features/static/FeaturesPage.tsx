/**
 * /features (SPEC §2 "home features"): what Podium does today, group by group. Every line here is something a user can
 * do now; a feature is listed once it ships.
 */
import { Link } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import './HomePage.css';

interface FeatureGroup {
  id: string;
  title: string;
  lead: string;
  points: readonly string[];
  link?: { to: string; label: string };
}

const GROUPS: readonly FeatureGroup[] = [
  {
    id: 'create',
    title: 'Create',
    lead: 'A slide editor in the browser, with nothing to install.',
    points: [
      'Text, images, video, code with syntax highlighting, math, shapes, lines, tables, drawings, embedded web pages and HTML snippets.',
      'Horizontal and vertical slides, fragments that appear step by step, and speaker notes on every slide.',
      'Start from a blank deck or one of twelve designed templates, and add slides from ready-made layouts.',
      'Eighteen colour themes, fonts and transitions; autosave while you work, and undo and redo for every change.',
    ],
  },
  {
    id: 'together',
    title: 'Work together',
    lead: 'Edit a deck with your colleagues at the same time.',
    points: [
      'Invite collaborators as editors, presenters or viewers; everyone edits at once and sees who is where.',
      'Comment on a slide, reply, mention people by name and resolve threads when they are done.',
      'Go back in time: version history keeps earlier versions, named or not, and restores any of them.',
      'Make your own copy of a public deck to build on.',
    ],
  },
  {
    id: 'present',
    title: 'Present',
    lead: 'Present from any browser, with your notes where only you see them.',
    points: [
      'A presenter view with the current and next slide, your notes and a timer.',
      'Stream a presentation live: your audience follows your slides on their own screens from a link.',
      'Use your phone as a remote: open a speaker link on it, or have it texted to you, to change slides and read your notes.',
      'Kiosk mode plays a deck on its own, slide after slide, for a screen in a lobby or at a stand.',
    ],
  },
  {
    id: 'share',
    title: 'Share',
    lead: 'Decide who sees each deck, and share it the way your audience likes.',
    points: [
      'Publish to your profile, keep a deck private (paid plans), or share it with your team.',
      'Private links with an optional password, a view count per link and an e-mail when a link is first opened (Pro and Enterprise).',
      'Embed a deck in any web page, and limit where it may be embedded (Pro and Enterprise).',
      'Send a deck by e-mail, or text its link to a phone.',
    ],
  },
  {
    id: 'move',
    title: 'Export and import',
    lead: 'Your decks are yours: take them out, or bring them in.',
    points: [
      'Export a PDF that looks like your slides, a PowerPoint file whose text you can still edit, or a ZIP that presents offline.',
      'Import PowerPoint, PDF and Markdown files, and reveal.js or slides.com HTML and ZIP exports; every import says what it could not carry over.',
      'Keep a copy of a deck in your own file storage (WebDAV), updated each time you save.',
      'Print a deck from the browser.',
    ],
  },
  {
    id: 'discover',
    title: 'Discover',
    lead: 'Find decks worth watching.',
    points: [
      'Search titles, tags, slide text and notes of every deck you may see, from the box in the header.',
      'Explore featured, popular and recent public decks.',
      'Tag your decks so people find them on your tag pages, and see related decks under each deck.',
      'Give kudos to the decks you like.',
    ],
    link: { to: '/explore', label: 'Explore decks' },
  },
  {
    id: 'media',
    title: 'Media library',
    lead: 'Every picture and video you upload, in one place.',
    points: [
      'Upload images and videos once and reuse them in any deck; videos are converted to play in every browser.',
      'Label, tag and search your media.',
    ],
  },
  {
    id: 'teams',
    title: 'Teams',
    lead: 'Podium for a whole organization (Enterprise).',
    points: [
      'Your team gets its own address, with members, roles and e-mail invitations managed in one place.',
      'Share decks inside the team, and give every new deck the team’s own theme, CSS and slide templates.',
    ],
    link: { to: '/teams/new', label: 'Create a team' },
  },
];

/** The features page. */
export function FeaturesPage() {
  const { user } = useSession();
  return (
    <div className="home features-page">
      <title>Features · Podium</title>
      <header className="features-page__intro">
        <p className="eyebrow">Features</p>
        <h1 className="home__title">Everything you need to make, present and share decks.</h1>
        <p className="home__lead">Here is what Podium does today. New things arrive often — see <Link to="/changelog">What’s new</Link>.</p>
        <nav aria-label="Feature groups" className="features-page__toc">
          {GROUPS.map((group) => (
            <a key={group.id} href={`#${group.id}`} className="features-page__chip">{group.title}</a>
          ))}
        </nav>
      </header>
      <div className="features-page__groups">
        {GROUPS.map((group) => (
          <section key={group.id} id={group.id} className="card features-page__group" aria-labelledby={`${group.id}-heading`} data-testid={`features-${group.id}`}>
            <h2 id={`${group.id}-heading`}>{group.title}</h2>
            <p className="muted">{group.lead}</p>
            <ul>
              {group.points.map((point) => <li key={point}>{point}</li>)}
            </ul>
            {group.link && <Link to={group.link.to}>{group.link.label}</Link>}
          </section>
        ))}
      </div>
      <section className="features-page__cta card">
        <h2>Plans for every stage</h2>
        <p className="muted">Public decks are free for everyone. Private decks, private links and more come with a paid plan.</p>
        <div className="row">
          {user ? (
            <ButtonLink to={`/${user.username}/new`} variant="primary">New deck</ButtonLink>
          ) : (
            <ButtonLink to="/users/sign_up" variant="primary">Sign up — it’s free</ButtonLink>
          )}
          <ButtonLink to="/pricing">See pricing</ButtonLink>
        </div>
      </section>
    </div>
  );
}
