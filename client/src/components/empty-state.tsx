import { Link } from 'react-router-dom';
import * as buttonCss from './button.css';
import * as emptyCss from './empty.css';

/** What an empty list says, with a way out (a link elsewhere). Static classes: empty.css.ts. */
export function EmptyState(props: {
  title: string;
  description?: string;
  action?: { label: string; href: string };
}) {
  return (
    <div role="status" className={emptyCss.root} data-testid="empty-state">
      <h2 className={emptyCss.title}>{props.title}</h2>
      {props.description ? <p className={emptyCss.text}>{props.description}</p> : null}
      {props.action ? (
        <Link
          to={props.action.href}
          className={`${buttonCss.root} ${buttonCss.md} ${buttonCss.brand} ${buttonCss.solid} ${emptyCss.action}`}
        >
          {props.action.label}
        </Link>
      ) : null}
    </div>
  );
}
