import { Link } from 'react-router-dom';

/** What an empty list says, with a way out (a link elsewhere). Static classes: list-css.ts. */
export function EmptyState(props: {
  title: string;
  description?: string;
  action?: { label: string; href: string };
}) {
  return (
    <div role="status" className="mv-empty" data-testid="empty-state">
      <h2 className="mv-empty__title">{props.title}</h2>
      {props.description ? <p className="mv-empty__text">{props.description}</p> : null}
      {props.action ? (
        <Link
          to={props.action.href}
          className="mv-button mv-button--md mv-button--brand mv-button--solid mv-empty__action"
        >
          {props.action.label}
        </Link>
      ) : null}
    </div>
  );
}
