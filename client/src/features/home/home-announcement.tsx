import { Link } from 'react-router-dom';
import { MegaphoneIcon } from './home-icons';
import * as homeCss from './home.css';
import * as iconCss from '../../components/icon.css';

/** The programme's current announcement, with a link when it points somewhere. */
export function HomeAnnouncement(props: { title: string; content: string; link: string | null }) {
  const internal = props.link?.startsWith('/') && !props.link.startsWith('//');
  return (
    <aside aria-label="Pengumuman" className={homeCss.announcement} data-testid="home-announcement">
      <div className={homeCss.announcementRow}>
        <MegaphoneIcon className={`${iconCss.root} ${iconCss.size6} ${homeCss.announcementIcon}`} />
        <div className={homeCss.announcementText}>
          <h2 className={homeCss.announcementTitle}>{props.title}</h2>
          <p className={homeCss.announcementContent}>{props.content}</p>
          {props.link && internal ? (
            <Link to={props.link} className={homeCss.announcementLink}>
              Selengkapnya
            </Link>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
