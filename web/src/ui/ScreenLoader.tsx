import { PageHeader } from './PageHeader';
import { PageLoader } from './Spinner';

/**
 * A screen's title with a spinner under it: what a routed page shows while its code loads, so the heading (and the
 * document title) are there at once and the page does not jump when it arrives.
 */
export function ScreenLoader({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <PageLoader label={`Loading ${title}…`} />
    </>
  );
}
