import { createContext, useContext, useEffect } from 'react';
import { usePublicConfig } from '../config/public-config';
import { formatTitle } from '../lib/title';

/** On the server, the rendered page reports its title here so the head can carry it. */
export interface TitleSink {
  report(title: string): void;
}

/** A sink that keeps the last title reported during a server render. */
export function createTitleSink(): TitleSink & { readonly title: string | undefined } {
  let last: string | undefined;
  return {
    report: (title) => {
      last = title;
    },
    get title() {
      return last;
    },
  };
}

export const TitleSinkContext = createContext<TitleSink | null>(null);

/** Sets the document title by the SPEC template, on the server and in the browser. */
export function PageTitle({ title }: { title?: string }) {
  const { brandName } = usePublicConfig();
  const fullTitle = formatTitle(title, brandName);
  const sink = useContext(TitleSinkContext);
  sink?.report(fullTitle);

  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);

  return null;
}
