import { Link } from 'react-router-dom';
import { MegaphoneIcon } from './home-icons';

/** The programme's current announcement, with a link when it points somewhere. */
export function HomeAnnouncement(props: { title: string; content: string; link: string | null }) {
  const internal = props.link?.startsWith('/') && !props.link.startsWith('//');
  return (
    <aside aria-label="Pengumuman" className="mv-announcement" data-testid="home-announcement">
      <div className="mv-announcement__row">
        <MegaphoneIcon className="mv-icon mv-icon--6 mv-announcement__icon" />
        <div className="mv-announcement__text">
          <h2 className="mv-announcement__title">{props.title}</h2>
          <p className="mv-announcement__content">{props.content}</p>
          {props.link && internal ? (
            <Link to={props.link} className="mv-announcement__link">
              Selengkapnya
            </Link>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
